import { createReviewPool, type ReviewPool, type ReviewPoolOptions } from './review-pool.js';

/**
 * The worker pool, started on first use: apps and tests that never review pay nothing. `warm`
 * starts it in the background (main does so once the server listens).
 */
export function createLazyReviewPool(options: ReviewPoolOptions = {}): ReviewPool & { started(): boolean } {
  let pool: ReviewPool | null = null;
  const get = () => (pool ??= createReviewPool(options));
  return {
    analyse: (input, signal) => get().analyse(input, signal),
    autoFix: (input, signal) => get().autoFix(input, signal),
    warm: () => get().warm(),
    started: () => pool !== null,
    close: async () => {
      await pool?.close();
    },
  };
}
