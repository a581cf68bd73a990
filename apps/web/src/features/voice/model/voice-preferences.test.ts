import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { readVoiceEnabled, readVoicePosition, VOICE_ENABLED_KEY, VOICE_POSITION_KEY, writeVoiceEnabled, writeVoicePosition } from './voice-preferences';

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('voice preferences', () => {
  it('default to shown at bottom-left', () => {
    expect(readVoiceEnabled()).toBe(true);
    expect(readVoicePosition()).toBe('bottom-left');
  });

  it('store the spec strings', () => {
    writeVoiceEnabled(false);
    writeVoicePosition('top-right');
    expect(storage.getItem(VOICE_ENABLED_KEY)).toBe('false');
    expect(storage.getItem(VOICE_POSITION_KEY)).toBe('top-right');
    expect(readVoiceEnabled()).toBe(false);
    expect(readVoicePosition()).toBe('top-right');
  });

  it('fall back on corrupt values and on storage that throws', () => {
    storage.setItem(VOICE_POSITION_KEY, '{"x":1}');
    storage.setItem(VOICE_ENABLED_KEY, 'maybe');
    expect(readVoicePosition()).toBe('bottom-left');
    expect(readVoiceEnabled()).toBe(true);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    });
    expect(readVoicePosition()).toBe('bottom-left');
    expect(writeVoicePosition('center')).toBe(false);
  });
});
