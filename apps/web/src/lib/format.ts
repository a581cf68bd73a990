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
