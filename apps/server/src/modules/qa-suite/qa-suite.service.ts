import { randomUUID } from 'node:crypto';
import { QA_ERRORS, QA_HISTORY_MAX, type QaFinding, type QaRun, type QaRunListItem, isTerminalQaStatus } from '@nova/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { BrowserEngine } from '../browser-engine/browser-engine.js';
import { EngineError } from '../browser-engine/engine-error.js';
import { navigationErrorMessage } from '../browser-engine/error-page.js';
import { NavigationFailure, runChecks } from './checks/run-checks.js';
import type { QaRunFinish, QaSuiteRepo } from './qa-suite.repo.js';

export class QaSuiteError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 503,
    message: string,
  ) {
    super(message);
  }
}

/** Why a run's signal aborted. */
class QaAbort extends Error {
  constructor(readonly kind: 'cancel' | 'shutdown' | 'timeout') {
    super(kind === 'cancel' ? QA_ERRORS.cancelled : kind === 'shutdown' ? QA_ERRORS.interrupted : QA_ERRORS.timedOut);
  }
}

export interface QaSuiteServiceOptions {
  repo: QaSuiteRepo;
  engine: BrowserEngine;
  clock: () => Date;
  logger: FastifyBaseLogger;
  navigationTimeoutMs: number;
  /** Runs beyond this many wait as pending; each run holds a Chromium page. */
  maxConcurrentRuns?: number;
  /** A run taking longer than this is stopped and failed. */
  runTimeoutMs?: number;
}

interface Queued {
  workspaceId: string;
  run: QaRun;
}

interface Live {
  controller: AbortController;
  done: Promise<void>;
}

const DEFAULT_MAX_CONCURRENT = 2;
/** Navigation plus up to 40 link checks of 5 s (4 at a time) plus axe on a big page. */
const runTimeoutFor = (navigationTimeoutMs: number) => navigationTimeoutMs * 2 + 90_000;

export function createQaSuiteService(options: QaSuiteServiceOptions) {
  const { repo, engine, clock, logger } = options;
  const maxConcurrent = options.maxConcurrentRuns ?? DEFAULT_MAX_CONCURRENT;
  const runTimeoutMs = options.runTimeoutMs ?? runTimeoutFor(options.navigationTimeoutMs);
  const queue: Queued[] = [];
  const live = new Map<string, Live>();
  let closing = false;
  const now = () => clock().toISOString();

  function pump(): void {
    while (!closing && live.size < maxConcurrent && queue.length > 0) {
      const next = queue.shift();
      if (!next) break;
      const entry: Live = { controller: new AbortController(), done: Promise.resolve() };
      live.set(next.run.id, entry);
      entry.done = execute(next, entry.controller)
        .catch((error: unknown) => logger.error({ err: error, runId: next.run.id }, 'qa run crashed'))
        .finally(() => {
          live.delete(next.run.id);
          pump();
        });
    }
  }

  async function execute({ workspaceId, run }: Queued, controller: AbortController): Promise<void> {
    if (!(await repo.markRunning(run.id, now()))) return;
    const timer = setTimeout(() => controller.abort(new QaAbort('timeout')), runTimeoutMs);
    let saving = Promise.resolve();
    let end: QaRunFinish;
    try {
      const result = await runChecks(engine, run.url, {
        signal: controller.signal,
        navigationTimeoutMs: options.navigationTimeoutMs,
        // Progress writes are chained so they land in order; the finish waits for them.
        report: ({ step, progress }) => {
          saving = saving.then(() => repo.saveProgress(run.id, step, progress)).catch(() => undefined);
        },
      });
      end = { status: 'success', error: null, summary: result.summary, findings: result.findings, finishedAt: '' };
    } catch (error) {
      end = { ...failureOf(error, controller.signal), summary: null, findings: [] as QaFinding[], finishedAt: '' };
    } finally {
      clearTimeout(timer);
    }
    await saving;
    await repo.finish(run.id, { ...end, finishedAt: now() });
    await repo.prune(workspaceId, QA_HISTORY_MAX);
  }

  function failureOf(error: unknown, signal: AbortSignal): { status: 'failed' | 'cancelled'; error: string } {
    if (signal.aborted) {
      const reason: unknown = signal.reason;
      if (reason instanceof QaAbort) return { status: reason.kind === 'cancel' ? 'cancelled' : 'failed', error: reason.message };
    }
    if (error instanceof EngineError) return { status: 'failed', error: error.message };
    if (error instanceof NavigationFailure) {
      return { status: 'failed', error: `Kunne ikke åpne siden: ${navigationErrorMessage(error.failure, options.navigationTimeoutMs)}` };
    }
    const text = error instanceof Error ? error.message : String(error);
    logger.warn({ err: error }, 'qa run failed');
    return { status: 'failed', error: `Sjekkene kunne ikke fullføres: ${text.split('\n')[0] ?? text}` };
  }

  async function requireRun(workspaceId: string, id: string): Promise<QaRun> {
    const run = await repo.find(workspaceId, id);
    if (!run) throw new QaSuiteError(404, QA_ERRORS.notFound);
    return run;
  }

  /** Stops a queued or live run; false when it is neither. */
  function abort(id: string, kind: 'cancel'): boolean {
    const index = queue.findIndex((item) => item.run.id === id);
    if (index >= 0) {
      queue.splice(index, 1);
      return true;
    }
    const entry = live.get(id);
    if (!entry) return false;
    entry.controller.abort(new QaAbort(kind));
    return true;
  }

  const service = {
    /** At server start: runs a previous process left live are failed. */
    async start(): Promise<void> {
      const interrupted = await repo.failInterrupted(QA_ERRORS.interrupted, now());
      if (interrupted > 0) logger.warn({ interrupted }, 'qa runs interrupted by a restart marked failed');
    },

    /** Stops every run (they are failed as interrupted) and waits for them to end. */
    async close(): Promise<void> {
      closing = true;
      queue.length = 0;
      for (const entry of live.values()) entry.controller.abort(new QaAbort('shutdown'));
      await Promise.all([...live.values()].map((entry) => entry.done));
    },

    /** Validates the address with the engine's policy, stores a pending run and queues it. */
    async create(workspaceId: string, input: string): Promise<QaRun> {
      let url: string;
      try {
        url = await engine.checkPageAddress(input);
      } catch (error) {
        if (error instanceof EngineError) throw new QaSuiteError(error.status, error.message);
        throw error;
      }
      const status = engine.status();
      if (!status.available) throw new QaSuiteError(503, status.message ?? 'Nettleseren er ikke tilgjengelig.');
      const run: QaRun = {
        id: randomUUID(),
        url,
        status: 'pending',
        progress: 0,
        step: 'queued',
        error: null,
        summary: null,
        findings: [],
        createdAt: now(),
        startedAt: null,
        finishedAt: null,
      };
      await repo.insert(workspaceId, run);
      queue.push({ workspaceId, run });
      pump();
      return run;
    },

    get: requireRun,

    list: (workspaceId: string): Promise<QaRunListItem[]> => repo.list(workspaceId),

    async cancel(workspaceId: string, id: string): Promise<QaRun> {
      const run = await requireRun(workspaceId, id);
      if (isTerminalQaStatus(run.status)) throw new QaSuiteError(409, QA_ERRORS.notRunning);
      const wasQueued = queue.some((item) => item.run.id === id);
      if (!abort(id, 'cancel') && !wasQueued) throw new QaSuiteError(409, QA_ERRORS.notRunning);
      if (wasQueued) {
        await repo.finish(id, { status: 'cancelled', error: QA_ERRORS.cancelled, summary: null, findings: [], finishedAt: now() });
      } else {
        await live.get(id)?.done;
      }
      return requireRun(workspaceId, id);
    },

    /** Cancels the workspace's pending and running runs and waits for them to end (clear data). */
    async cancelAll(workspaceId: string): Promise<void> {
      for (const id of await repo.liveIds(workspaceId)) {
        await service.cancel(workspaceId, id).catch((error: unknown) => {
          // It ended meanwhile.
          if (!(error instanceof QaSuiteError)) throw error;
        });
      }
    },

    /** Deletes a run from the history, stopping it first if it is still going. */
    async remove(workspaceId: string, id: string): Promise<void> {
      await requireRun(workspaceId, id);
      abort(id, 'cancel');
      await repo.remove(workspaceId, id);
    },

    /** For tests and the benchmark: resolves when the run no longer executes. */
    async settled(id: string): Promise<void> {
      for (;;) {
        const entry = live.get(id);
        if (entry) {
          await entry.done;
          continue;
        }
        if (!queue.some((item) => item.run.id === id)) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
  return service;
}

export type QaSuiteService = ReturnType<typeof createQaSuiteService>;
