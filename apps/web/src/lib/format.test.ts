import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent } from './format';

describe('formatCount', () => {
  it('groups thousands the Norwegian way, with a no-break space', () => {
    expect(formatCount(12847)).toBe('12\u00a0847');
    expect(formatCount(12400)).toBe('12\u00a0400');
    expect(formatCount(1027)).toBe('1\u00a0027');
    expect(formatCount(312)).toBe('312');
    expect(formatCount(0)).toBe('0');
  });
});

describe('formatPercent', () => {
  it('formats a 0–1 fraction as a whole Norwegian percentage by default', () => {
    expect(formatPercent(0.873)).toBe('87\u00a0%');
    expect(formatPercent(0.875)).toBe('88\u00a0%');
    expect(formatPercent(0)).toBe('0\u00a0%');
    expect(formatPercent(1)).toBe('100\u00a0%');
  });

  it('shows up to the given number of fraction digits, with a decimal comma', () => {
    expect(formatPercent(0.243, 1)).toBe('24,3\u00a0%');
    expect(formatPercent(0.942, 1)).toBe('94,2\u00a0%');
    expect(formatPercent(0.43, 1)).toBe('43\u00a0%');
    expect(formatPercent(0.12345, 2)).toBe('12,35\u00a0%');
    expect(formatPercent(0.243)).toBe('24\u00a0%');
  });

  it('does not clamp: values outside 0–1 are formatted as they are', () => {
    expect(formatPercent(1.25)).toBe('125\u00a0%');
    // nb-NO writes negatives with U+2212 MINUS SIGN.
    expect(formatPercent(-0.05)).toBe('\u22125\u00a0%');
  });
});
