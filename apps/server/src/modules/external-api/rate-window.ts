import { API_RATE_LIMIT_WINDOW_SECONDS } from '@nova/shared';

/** The rate-limit window holding `at`: the UTC clock hour, in epoch seconds. */
export function windowOf(at: Date): { start: number; end: number } {
  const seconds = Math.floor(at.getTime() / 1000);
  const start = seconds - (seconds % API_RATE_LIMIT_WINDOW_SECONDS);
  return { start, end: start + API_RATE_LIMIT_WINDOW_SECONDS };
}

/** YYYY-MM-DD of `at` in UTC. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
/** YYYY-MM-01 of `at` in UTC. */
export const utcMonthStart = (at: Date): string => `${at.toISOString().slice(0, 7)}-01`;
