import { describe, expect, it } from 'vitest';
import { formatUptime } from './uptime';

describe('formatUptime', () => {
  it('uses the two largest units that matter', () => {
    expect(formatUptime(0)).toBe('0 s');
    expect(formatUptime(45.7)).toBe('45 s');
    expect(formatUptime(12 * 60 + 5)).toBe('12 min');
    expect(formatUptime(3 * 3600 + 5 * 60)).toBe('3 t 5 min');
    expect(formatUptime(2 * 86_400 + 4 * 3600 + 59)).toBe('2 d 4 t');
  });

  it('treats a negative value as 0', () => {
    expect(formatUptime(-5)).toBe('0 s');
  });
});
