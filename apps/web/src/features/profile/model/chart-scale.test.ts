import { describe, expect, it } from 'vitest';
import { axisTicks, barHeight, niceMax, peakOf } from './chart-scale';

describe('niceMax', () => {
  it('rounds the largest value up to 1, 2 or 5 × 10ⁿ', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(10)).toBe(10);
    expect(niceMax(11)).toBe(20);
    expect(niceMax(48)).toBe(50);
    expect(niceMax(501)).toBe(1000);
  });

  it('is 1 for values that are not finite', () => {
    expect(niceMax(Number.NaN)).toBe(1);
    expect(niceMax(-4)).toBe(1);
  });
});

describe('axisTicks', () => {
  it('gives whole numbers from 0 to the top', () => {
    expect(axisTicks(1)).toEqual([0, 1]);
    expect(axisTicks(10)).toEqual([0, 3, 6, 9, 10]);
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(5, 5)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('barHeight', () => {
  it('scales the value to the drawn height and clamps to the axis', () => {
    expect(barHeight(5, 10, 120)).toBe(60);
    expect(barHeight(10, 10, 120)).toBe(120);
    expect(barHeight(15, 10, 120)).toBe(120);
    expect(barHeight(0, 10, 120)).toBe(0);
    expect(barHeight(-3, 10, 120)).toBe(0);
    expect(barHeight(3, 0, 120)).toBe(0);
  });
});

describe('peakOf', () => {
  it('finds the first largest value, or null when all are 0', () => {
    expect(peakOf([0, 3, 1, 3])).toEqual({ index: 1, value: 3 });
    expect(peakOf([0, 0])).toBeNull();
    expect(peakOf([])).toBeNull();
  });
});
