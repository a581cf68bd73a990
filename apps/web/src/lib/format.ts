const locale = 'nb-NO';
const countFormat = new Intl.NumberFormat(locale);
const percentFormats = new Map<number, Intl.NumberFormat>();

/** A number with Norwegian digit grouping, e.g. 12847 → "12 847" (no-break space). */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/**
 * A 0–1 fraction as a Norwegian percentage, e.g. 0.243 → "24 %" or, with one fraction digit, "24,3 %".
 * Values outside 0–1 are not clamped; callers that need that clamp first.
 */
export function formatPercent(fraction: number, maximumFractionDigits = 0): string {
  let format = percentFormats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits });
    percentFormats.set(maximumFractionDigits, format);
  }
  return format.format(fraction);
}

const dateTimeFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** A moment as Norwegian short date and time, e.g. "14. mars, 09:05"; unparsable input yields "". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}
