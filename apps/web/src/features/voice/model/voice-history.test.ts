import { VOICE_HISTORY_LIMIT } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { addHistoryEntry, successRate, type VoiceHistoryEntry } from './voice-history';

const entry = (n: number, success = true): VoiceHistoryEntry => ({ id: `e${n}`, transcript: `t${n}`, command: null, timestamp: new Date(n).toISOString(), success });

function historyOf(outcomes: boolean[]): VoiceHistoryEntry[] {
  return outcomes.reduce<VoiceHistoryEntry[]>((history, success, n) => addHistoryEntry(history, entry(n, success)), []);
}

describe('voice history', () => {
  it('keeps the newest 50 entries, newest first', () => {
    const history = historyOf(Array.from({ length: 60 }, () => true));
    expect(history).toHaveLength(VOICE_HISTORY_LIMIT);
    expect(history[0]?.id).toBe('e59');
    expect(history.at(-1)?.id).toBe('e10');
  });

  it('starts the success rate at 100 %', () => expect(successRate([])).toBe(100));

  it('computes the success rate over the newest 20 entries only', () => {
    // 10 old failures, then 20 successes: the failures are outside the window.
    expect(successRate(historyOf([...Array<boolean>(10).fill(false), ...Array<boolean>(20).fill(true)]))).toBe(100);
    // 5 failures among the newest 20.
    expect(successRate(historyOf([...Array<boolean>(15).fill(true), ...Array<boolean>(5).fill(false)]))).toBe(75);
    expect(successRate(historyOf([true, false, false]))).toBe(33);
  });
});
