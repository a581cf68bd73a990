import { describe, expect, it } from 'vitest';
import { createExecutionLock, firesInTextField } from './execution-rules';

describe('execution rules', () => {
  it('only send-chat and save fire inside text fields', () => {
    expect(firesInTextField('send-chat')).toBe(true);
    expect(firesInTextField('save')).toBe(true);
    expect(firesInTextField('command-palette')).toBe(false);
    expect(firesInTextField('help')).toBe(false);
  });

  it('locks execution for 100 ms after a run', () => {
    const lock = createExecutionLock();
    expect(lock.tryAcquire(1000)).toBe(true);
    expect(lock.tryAcquire(1050)).toBe(false);
    expect(lock.tryAcquire(1099.9)).toBe(false);
    expect(lock.tryAcquire(1100)).toBe(true);
  });
});
