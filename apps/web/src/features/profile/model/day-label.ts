const longFormat = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const shortFormat = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', timeZone: 'UTC' });

const toDate = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** "2026-03-04" → "4. mars"; the day is a calendar date, so it is formatted without a time zone shift. */
export const dayLabel = (day: string): string => longFormat.format(toDate(day));

/** "2026-03-04" → "4.", for the chart's axis. */
export const shortDayLabel = (day: string): string => shortFormat.format(toDate(day));
