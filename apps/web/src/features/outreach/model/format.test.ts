import { describe, expect, it } from 'vitest';
import { clampUnit, formatCount, formatDate, formatPercent, toPercentValue } from './format';

describe('formatPercent', () => {
  it('formats a 0–1 score as a rounded Norwegian percentage', () => {
    expect(formatPercent(0.873)).toBe('87\u00a0%');
    expect(formatPercent(0.875)).toBe('88\u00a0%');
    expect(formatPercent(0)).toBe('0\u00a0%');
    expect(formatPercent(1)).toBe('100\u00a0%');
  });

  it('clamps values outside 0–1 and treats non-numbers as 0', () => {
    expect(formatPercent(1.4)).toBe('100\u00a0%');
    expect(formatPercent(-0.2)).toBe('0\u00a0%');
    expect(formatPercent(Number.NaN)).toBe('0\u00a0%');
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

describe('formatCount', () => {
  it('groups thousands the Norwegian way', () => {
    expect(formatCount(12400)).toBe('12\u00a0400');
    expect(formatCount(312)).toBe('312');
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
