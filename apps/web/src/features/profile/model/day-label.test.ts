import { describe, expect, it } from 'vitest';
import { dayLabel, shortDayLabel } from './day-label';

describe('day labels', () => {
  it('format a calendar day in Norwegian without shifting it', () => {
    expect(dayLabel('2026-03-04')).toBe('4. mars');
    expect(dayLabel('2025-12-31')).toBe('31. desember');
    expect(shortDayLabel('2026-03-04')).toBe('4.');
  });
});
