import { describe, expect, it } from 'vitest';
import { formatPercent } from '@/lib/format';
import { clampUnit, formatDate, toPercentValue } from './format';

describe('clampUnit', () => {
  it('keeps values inside 0–1 as they are', () => {
    expect(clampUnit(0)).toBe(0);
    expect(clampUnit(0.873)).toBe(0.873);
    expect(clampUnit(1)).toBe(1);
  });

  it('clamps values outside 0–1 and treats non-numbers as 0', () => {
    expect(formatPercent(clampUnit(1.4))).toBe('100\u00a0%');
    expect(formatPercent(clampUnit(-0.2))).toBe('0\u00a0%');
    expect(formatPercent(clampUnit(Number.NaN))).toBe('0\u00a0%');
    expect(clampUnit(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('toPercentValue', () => {
  it('maps 0–1 to a whole number 0–100', () => {
    expect(toPercentValue(0.914)).toBe(91);
    expect(toPercentValue(2)).toBe(100);
    expect(toPercentValue(-1)).toBe(0);
  });
});

describe('formatDate', () => {
  it('formats a calendar date in Norwegian without shifting the day', () => {
    expect(formatDate('2025-03-05')).toBe('5. mars 2025');
    expect(formatDate('2025-01-01')).toBe('1. jan. 2025');
  });

  it('returns input it cannot parse unchanged', () => {
    expect(formatDate('snart')).toBe('snart');
  });
});
