import { aiChatStrings } from '@/lib/i18n/nb/ai-chat';

const relativeFormat = new Intl.RelativeTimeFormat('nb', { numeric: 'auto' });
const dateFormat = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'short', year: 'numeric' });

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW_THRESHOLD = 45 * SECOND;
const RELATIVE_DAYS_MAX = 7;

/**
 * A Norwegian "ago" style timestamp: "nå", "for 5 minutter siden", "for 2 timer siden", "i går",
 * "for 3 dager siden"; older than 7 days a date such as "3. jan. 2024". Times slightly in the
 * future (clock skew between server and browser) read as "nå"; unparsable input yields "".
 */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < NOW_THRESHOLD) return aiChatStrings.relativeTime.now;
  if (elapsed < HOUR) return relativeFormat.format(-Math.max(1, Math.floor(elapsed / MINUTE)), 'minute');
  if (elapsed < DAY) return relativeFormat.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed <= RELATIVE_DAYS_MAX * DAY) {
    const days = Math.floor(elapsed / DAY);
    return days === 1 ? relativeFormat.format(-1, 'day') : aiChatStrings.relativeTime.daysAgo(days);
  }
  return dateFormat.format(then);
}
