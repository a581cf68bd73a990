import os from 'node:os';
import { Piscina } from 'piscina';
import type { Analysis, AnalyseInput } from './analysis/analyse.js';
import type { AutoFixInput, AutoFixResult } from './analysis/auto-fix.js';
import type { ReviewTask, ReviewTaskResult } from './review.worker.js';

/** Where the worker's code is: beside the bundle in dist/, or the TypeScript source under tsx and Vitest. */
function workerLocation(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return { filename: new URL('./review.worker.ts', here).href, execArgv: ['--import', 'tsx'] };
  return { filename: new URL('./code-review.worker.js', here).href, execArgv: [] };
}

export interface ReviewPool {
  analyse(input: AnalyseInput, signal?: AbortSignal): Promise<Analysis>;
  autoFix(input: AutoFixInput, signal?: AbortSignal): Promise<AutoFixResult>;
  /** Loads ESLint, TypeScript and prettier in every worker; resolves with how long it took. */
  warm(): Promise<number>;
  close(): Promise<void>;
}

export interface ReviewPoolOptions {
  /** Default: one worker per spare core, at most two. */
  threads?: number;
}

/**
 * Reviews run in worker threads (piscina): linting and type-checking a large file takes hundreds
 * of milliseconds of CPU that would otherwise stall every other request on the event loop.
 */
export function createReviewPool(options: ReviewPoolOptions = {}): ReviewPool {
  const threads = options.threads ?? Math.max(1, Math.min(2, os.availableParallelism() - 1));
  const { filename, execArgv } = workerLocation();
  const pool = new Piscina<ReviewTask, ReviewTaskResult>({
    filename,
    execArgv,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    // A review holds TypeScript's lib files and ESLint's plugins (~250 MB); cap a runaway input.
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  const run = <T>(task: ReviewTask, signal?: AbortSignal) => pool.run(task, signal ? { signal } : {}) as Promise<T>;
  return {
    analyse: (input, signal) => run<Analysis>({ kind: 'analyse', input }, signal),
    autoFix: (input, signal) => run<AutoFixResult>({ kind: 'auto-fix', input }, signal),
    async warm() {
      const results = await Promise.all(Array.from({ length: threads }, () => run<{ warmedInMs: number }>({ kind: 'warm' })));
      return Math.max(...results.map((r) => r.warmedInMs));
    },
    close: () => pool.destroy(),
  };
}
