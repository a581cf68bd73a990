import { dataAnalyticsStrings as t } from '@/lib/i18n/nb/data-analytics';

const locale = 'nb-NO';
const countFormat = new Intl.NumberFormat(locale);
const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
const changeFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });

export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** Takes a value in percent (24.3), not a fraction. */
export function formatPercent(value: number): string {
  return percentFormat.format(value / 100);
}

/** Takes a change in percent and always shows its sign. */
export function formatChange(value: number): string {
  return changeFormat.format(value / 100);
}

export function formatMinutesAgo(minutes: number): string {
  return minutes < 60 ? t.activity.minutesAgo(minutes) : t.activity.hoursAgo(Math.floor(minutes / 60));
}
