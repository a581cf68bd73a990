import { ACTIVITY_KINDS, type ActivityCounts, type ActivityDay, type ActivityKind, type ProfileActivity } from '@nova/shared';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The local calendar day (YYYY-MM-DD) of an instant, for a Date#getTimezoneOffset() value. */
export function localDay(instant: Date, tzOffsetMinutes: number): string {
  return new Date(instant.getTime() - tzOffsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
}

export interface ActivityWindow {
  /** The first instant of the oldest day, as an ISO string (UTC). */
  since: string;
  /** The days covered, oldest first, today last. */
  dates: string[];
}

/** The last `days` local days up to and including today. */
export function activityWindow(now: Date, tzOffsetMinutes: number, days: number): ActivityWindow {
  const today = Date.parse(`${localDay(now, tzOffsetMinutes)}T00:00:00.000Z`);
  const dates = Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
  const since = new Date(today - (days - 1) * DAY_MS + tzOffsetMinutes * MINUTE_MS).toISOString();
  return { since, dates };
}

const zeroCounts = (): ActivityCounts => ({ messages: 0, promptsUsed: 0, workflowRuns: 0, codeReviews: 0 });

/**
 * Counts each kind's timestamps per local day of the window; timestamps outside it (or not
 * parseable) are ignored, and every day of the window is present.
 */
export function bucketActivity(
  timestamps: Record<ActivityKind, readonly string[]>,
  window: ActivityWindow,
  tzOffsetMinutes: number,
): ProfileActivity {
  const byDate = new Map<string, ActivityDay>(window.dates.map((date) => [date, { date, ...zeroCounts() }]));
  const totals = zeroCounts();
  for (const kind of ACTIVITY_KINDS) {
    for (const stamp of timestamps[kind]) {
      const time = Date.parse(stamp);
      if (Number.isNaN(time)) continue;
      const day = byDate.get(localDay(new Date(time), tzOffsetMinutes));
      if (!day) continue;
      day[kind] += 1;
      totals[kind] += 1;
    }
  }
  return { days: [...byDate.values()], totals };
}
