// Sample dates are calendar dates; formatting in UTC keeps them from shifting a day in western time zones.
const dateFormat = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Clamps to 0–1; anything that is not a finite number counts as 0. */
export function clampUnit(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/** A 0–1 value as 0–100, for progress bars. */
export function toPercentValue(value: number): number {
  return Math.round(clampUnit(value) * 100);
}

/** An ISO calendar date (YYYY-MM-DD) in Norwegian, e.g. "5. mars 2025"; unparsable input is returned unchanged. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}
