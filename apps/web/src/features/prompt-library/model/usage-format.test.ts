import { describe, expect, it } from 'vitest';
import { formatUsageCount } from './usage-format';

describe('formatUsageCount', () => {
  it('shows counts under 1000 as they are', () => {
    expect(formatUsageCount(0)).toBe('0');
    expect(formatUsageCount(999)).toBe('999');
  });

  it('shows 1000 or more as k with one decimal, never rounding up past the count', () => {
    expect(formatUsageCount(1000)).toBe('1.0k');
    expect(formatUsageCount(1234)).toBe('1.2k');
    expect(formatUsageCount(1299)).toBe('1.2k');
    expect(formatUsageCount(15_050)).toBe('15.0k');
  });
});
