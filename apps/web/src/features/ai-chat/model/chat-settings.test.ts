import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import {
  CHAT_SETTINGS_KEY,
  clampSpeechValue,
  DEFAULT_CHAT_SETTINGS,
  formatSpeechValue,
  readChatSettings,
  writeChatSettings,
  type ChatSettings,
} from './chat-settings';

const stored = (value: unknown) => vi.stubGlobal('localStorage', memoryStorage({ [CHAT_SETTINGS_KEY]: JSON.stringify(value) }));

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('defaults', () => {
  it('match spec B §3', () => {
    expect(DEFAULT_CHAT_SETTINGS).toEqual({
      theme: 'standard',
      fontSize: 'normal',
      autoSpeak: false,
      selectedVoiceUri: null,
      speechRate: 1,
      speechPitch: 1,
    });
    expect(readChatSettings()).toEqual(DEFAULT_CHAT_SETTINGS);
  });
});

describe('reading and writing', () => {
  it('round-trips through one JSON object under chatSettings', () => {
    const settings: ChatSettings = {
      theme: 'blue',
      fontSize: 'large',
      autoSpeak: true,
      selectedVoiceUri: 'Google norsk',
      speechRate: 1.5,
      speechPitch: 0.8,
    };
    expect(writeChatSettings(settings)).toBe(true);
    expect(JSON.parse(localStorage.getItem(CHAT_SETTINGS_KEY) ?? 'null')).toEqual(settings);
    expect(readChatSettings()).toEqual(settings);
  });

  it('keeps the valid fields when others are bad', () => {
    stored({ theme: 'dark', fontSize: 'small', autoSpeak: 'yes', selectedVoiceUri: 42, speechRate: '2', speechPitch: 1.7 });
    expect(readChatSettings()).toEqual({ ...DEFAULT_CHAT_SETTINGS, fontSize: 'small', speechPitch: 1.7 });
  });

  it('clamps stored rate and pitch and treats an empty voice as none', () => {
    stored({ speechRate: 9, speechPitch: 0.1, selectedVoiceUri: '' });
    expect(readChatSettings()).toMatchObject({ speechRate: 2, speechPitch: 0.5, selectedVoiceUri: null });
  });

  it('falls back to the defaults for corrupt or non-object data', () => {
    for (const raw of ['{broken', '[]', '"light"', 'null', '7']) {
      vi.stubGlobal('localStorage', memoryStorage({ [CHAT_SETTINGS_KEY]: raw }));
      expect(readChatSettings(), raw).toEqual(DEFAULT_CHAT_SETTINGS);
    }
  });

  it('normalises what it writes and reports unavailable storage', () => {
    writeChatSettings({ ...DEFAULT_CHAT_SETTINGS, speechRate: 1.04 });
    expect(readChatSettings().speechRate).toBe(1);
    vi.stubGlobal('localStorage', {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(writeChatSettings(DEFAULT_CHAT_SETTINGS)).toBe(false);
  });
});

describe('speech values', () => {
  it('clamp to 0.5–2 on a 0.1 step', () => {
    expect(clampSpeechValue(0.2)).toBe(0.5);
    expect(clampSpeechValue(3)).toBe(2);
    expect(clampSpeechValue(1.26)).toBe(1.3);
    expect(clampSpeechValue(0.7000000000000001)).toBe(0.7);
    expect(clampSpeechValue(Number.NaN)).toBe(1);
    expect(clampSpeechValue(Number.POSITIVE_INFINITY)).toBe(1);
  });

  it('show one decimal and x', () => {
    expect(formatSpeechValue(1)).toBe('1.0x');
    expect(formatSpeechValue(0.5)).toBe('0.5x');
    expect(formatSpeechValue(2)).toBe('2.0x');
    expect(formatSpeechValue(1.25)).toBe('1.3x');
  });
});
