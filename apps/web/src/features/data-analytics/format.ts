import { dataAnalyticsStrings as t } from '@/lib/i18n/nb/data-analytics';

const changeFormat = new Intl.NumberFormat('nb-NO', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** Takes a change in percent and always shows its sign. */
export function formatChange(value: number): string {
  return changeFormat.format(value / 100);
}

export function formatMinutesAgo(minutes: number): string {
  return minutes < 60 ? t.activity.minutesAgo(minutes) : t.activity.hoursAgo(Math.floor(minutes / 60));
}
