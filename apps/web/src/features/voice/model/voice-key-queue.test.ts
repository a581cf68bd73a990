import { describe, expect, it } from 'vitest';
import { createVoiceKeyQueue, voiceKeyFromEvent, type VoiceKey } from './voice-key-queue';

const key = (overrides: Partial<Parameters<typeof voiceKeyFromEvent>[0]>) =>
  voiceKeyFromEvent({ altKey: true, ctrlKey: false, metaKey: false, shiftKey: false, code: 'KeyV', repeat: false, ...overrides });

describe('voiceKeyFromEvent', () => {
  it('reads Alt+V as listening and Alt+Shift+V as the panel', () => {
    expect(key({})).toBe('toggle-listening');
    expect(key({ shiftKey: true })).toBe('toggle-panel');
  });

  it('ignores other keys, Ctrl or Cmd with them, and held-key repeats', () => {
    expect(key({ code: 'KeyB' })).toBeNull();
    expect(key({ altKey: false })).toBeNull();
    expect(key({ ctrlKey: true })).toBeNull();
    expect(key({ metaKey: true })).toBeNull();
    expect(key({ repeat: true })).toBeNull();
  });
});

describe('createVoiceKeyQueue', () => {
  it('keeps presses made before a handler claims it and replays them in order', () => {
    const queue = createVoiceKeyQueue();
    queue.press('toggle-panel');
    queue.press('toggle-listening');
    const seen: VoiceKey[] = [];
    queue.claim((pressed) => seen.push(pressed));
    expect(seen).toEqual(['toggle-panel', 'toggle-listening']);
    queue.press('toggle-panel');
    expect(seen).toEqual(['toggle-panel', 'toggle-listening', 'toggle-panel']);
  });

  it('queues again once the handler lets go, and an old release does not drop a newer handler', () => {
    const queue = createVoiceKeyQueue();
    const first: VoiceKey[] = [];
    const releaseFirst = queue.claim((pressed) => first.push(pressed));
    const second: VoiceKey[] = [];
    const releaseSecond = queue.claim((pressed) => second.push(pressed));
    releaseFirst();
    queue.press('toggle-listening');
    expect(second).toEqual(['toggle-listening']);
    releaseSecond();
    queue.press('toggle-panel');
    expect(first).toEqual([]);
    const third: VoiceKey[] = [];
    queue.claim((pressed) => third.push(pressed));
    expect(third).toEqual(['toggle-panel']);
  });
});
