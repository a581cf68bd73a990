import { ERROR_LOG_LIMIT } from '@nova/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { appendErrorLogEntry, ERROR_LOG_KEY, readErrorLog, recordError, setErrorReporter, toErrorLogEntry, type ErrorLogEntry } from './error-log';

const entry = (n: number): ErrorLogEntry => ({ message: `e${n}`, url: 'http://x/', timestamp: new Date(n).toISOString() });

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => {
  vi.unstubAllGlobals();
  setErrorReporter(null);
});

describe('error log', () => {
  it(`keeps the newest ${ERROR_LOG_LIMIT} entries, oldest first`, () => {
    let log: ErrorLogEntry[] = [];
    for (let i = 0; i < ERROR_LOG_LIMIT + 3; i++) log = appendErrorLogEntry(log, entry(i));
    expect(log).toHaveLength(ERROR_LOG_LIMIT);
    expect(log[0]?.message).toBe('e3');
    expect(log.at(-1)?.message).toBe(`e${ERROR_LOG_LIMIT + 2}`);
  });

  it('reads corrupt or wrongly shaped storage as an empty log', () => {
    for (const raw of ['{not json', '{"a":1}', '[{"message":5}]', 'null']) {
      vi.stubGlobal('localStorage', memoryStorage({ [ERROR_LOG_KEY]: raw }));
      expect(readErrorLog(), raw).toEqual([]);
    }
  });

  it('records to storage and hands the entry to the configured reporter', async () => {
    const reporter = vi.fn();
    setErrorReporter(reporter);
    await recordError(entry(1));
    await recordError(entry(2));
    expect(readErrorLog().map((e) => e.message)).toEqual(['e1', 'e2']);
    expect(reporter).toHaveBeenCalledWith(entry(2));
  });

  it('still stores the error when the reporter fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setErrorReporter(() => Promise.reject(new Error('offline')));
    await recordError(entry(1));
    expect(readErrorLog()).toHaveLength(1);
  });

  it('turns anything thrown into an entry', () => {
    const e = toErrorLogEntry('plain string', '\n  at Widget', new Date(0));
    expect(e).toMatchObject({ message: 'plain string', componentStack: '\n  at Widget', timestamp: '1970-01-01T00:00:00.000Z' });
    expect(toErrorLogEntry(new Error('')).message).toBe('Unknown error');
  });
});
