import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date(2024, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it('says "nå" under 45 seconds, and for times slightly in the future', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('nå');
    expect(formatRelativeTime(ago(44 * SECOND), now)).toBe('nå');
    expect(formatRelativeTime(ago(-5 * SECOND), now)).toBe('nå');
  });

  it('counts minutes, then hours', () => {
    expect(formatRelativeTime(ago(45 * SECOND), now)).toBe('for 1 minutt siden');
    expect(formatRelativeTime(ago(5 * MINUTE + 30 * SECOND), now)).toBe('for 5 minutter siden');
    expect(formatRelativeTime(ago(59 * MINUTE), now)).toBe('for 59 minutter siden');
    expect(formatRelativeTime(ago(HOUR), now)).toBe('for 1 time siden');
    expect(formatRelativeTime(ago(2 * HOUR + 10 * MINUTE), now)).toBe('for 2 timer siden');
    expect(formatRelativeTime(ago(23 * HOUR), now)).toBe('for 23 timer siden');
  });

  it('says "i går", then days, up to 7 days', () => {
    expect(formatRelativeTime(ago(DAY), now)).toBe('i går');
    expect(formatRelativeTime(ago(3 * DAY + 2 * HOUR), now)).toBe('for 3 dager siden');
    expect(formatRelativeTime(ago(7 * DAY), now)).toBe('for 7 dager siden');
  });

  it('shows a Norwegian date when older than 7 days', () => {
    expect(formatRelativeTime(new Date(2024, 0, 3, 12).toISOString(), now)).toBe('3. jan. 2024');
    expect(formatRelativeTime(ago(7 * DAY + MINUTE), now)).toBe('8. juni 2024');
  });

  it('yields an empty string for an unparsable timestamp', () => {
    expect(formatRelativeTime('yesterday-ish', now)).toBe('');
  });
});
