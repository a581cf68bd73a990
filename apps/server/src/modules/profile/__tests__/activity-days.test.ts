import { describe, expect, it } from 'vitest';
import { activityWindow, bucketActivity, localDay } from '../activity-days.js';

const none = { messages: [], promptsUsed: [], workflowRuns: [], codeReviews: [] };

describe('localDay', () => {
  it('is the UTC date with no offset and shifts by the browser offset', () => {
    const instant = new Date('2026-03-10T23:30:00.000Z');
    expect(localDay(instant, 0)).toBe('2026-03-10');
    // Oslo in winter: getTimezoneOffset() is -60, so 23:30 UTC is 00:30 the next day.
    expect(localDay(instant, -60)).toBe('2026-03-11');
    // New York: +300, 03:00 UTC is still the previous evening.
    expect(localDay(new Date('2026-03-11T03:00:00.000Z'), 300)).toBe('2026-03-10');
  });
});

describe('activityWindow', () => {
  it('covers the given number of days up to today, starting at local midnight', () => {
    const window = activityWindow(new Date('2026-03-14T12:00:00.000Z'), -60, 14);
    expect(window.dates).toHaveLength(14);
    expect(window.dates[0]).toBe('2026-03-01');
    expect(window.dates.at(-1)).toBe('2026-03-14');
    expect(window.since).toBe('2026-02-28T23:00:00.000Z');
  });

  it('crosses month and year ends', () => {
    const window = activityWindow(new Date('2026-01-02T08:00:00.000Z'), 0, 3);
    expect(window.dates).toEqual(['2025-12-31', '2026-01-01', '2026-01-02']);
  });
});

describe('bucketActivity', () => {
  const window = activityWindow(new Date('2026-03-14T12:00:00.000Z'), 0, 3);

  it('gives every day, zeros included, and totals per kind', () => {
    const result = bucketActivity(
      {
        ...none,
        messages: ['2026-03-12T00:00:00.000Z', '2026-03-14T11:59:59.000Z', '2026-03-14T01:00:00.000Z'],
        codeReviews: ['2026-03-13T10:00:00.000Z'],
      },
      window,
      0,
    );
    expect(result.days).toEqual([
      { date: '2026-03-12', messages: 1, promptsUsed: 0, workflowRuns: 0, codeReviews: 0 },
      { date: '2026-03-13', messages: 0, promptsUsed: 0, workflowRuns: 0, codeReviews: 1 },
      { date: '2026-03-14', messages: 2, promptsUsed: 0, workflowRuns: 0, codeReviews: 0 },
    ]);
    expect(result.totals).toEqual({ messages: 3, promptsUsed: 0, workflowRuns: 0, codeReviews: 1 });
  });

  it('ignores timestamps outside the window and ones that do not parse', () => {
    const result = bucketActivity(
      { ...none, workflowRuns: ['2026-03-11T23:59:59.000Z', 'not a date', '2026-03-15T00:00:00.000Z', '2026-03-12T05:00:00.000Z'] },
      window,
      0,
    );
    expect(result.totals.workflowRuns).toBe(1);
    expect(result.days[0]?.workflowRuns).toBe(1);
  });

  it('puts a late-evening UTC event on the next local day east of UTC', () => {
    const east = activityWindow(new Date('2026-03-14T12:00:00.000Z'), -120, 3);
    const result = bucketActivity({ ...none, promptsUsed: ['2026-03-12T22:30:00.000Z'] }, east, -120);
    expect(result.days.map((d) => d.promptsUsed)).toEqual([0, 1, 0]);
  });
});
