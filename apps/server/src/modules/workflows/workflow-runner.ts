import {
  RUN_CANCELLED_MESSAGE,
  RUN_INTERRUPTED_MESSAGE,
  type StepLogEntry,
  type Workflow,
  type WorkflowRun,
} from '@nova/shared';
import type { FastifyBaseLogger } from 'fastify';
import { runStep, type StepDeps } from './step-runners.js';
import { StepError } from './step-errors.js';
import { type TemplateScope, valueAsText } from './templating.js';
import type { WorkflowsRepo } from './workflows.repo.js';

export interface RunnerOptions {
  repo: WorkflowsRepo;
  deps: StepDeps;
  clock: () => Date;
  logger: FastifyBaseLogger;
  maxConcurrentRuns: number;
  stepTimeoutMs: number;
}

interface QueuedRun {
  run: WorkflowRun;
  workflow: Workflow;
  workspaceId: string;
}

interface LiveRun {
  controller: AbortController;
  log: StepLogEntry[];
  done: Promise<void>;
}

/** Why a run's signal aborted: the user stopped it, or the server is closing. */
class RunAbort extends Error {
  constructor(readonly kind: 'stop' | 'shutdown') {
    super(kind === 'stop' ? RUN_CANCELLED_MESSAGE : RUN_INTERRUPTED_MESSAGE);
  }
}

class StepTimeout extends Error {}

/**
 * Executes runs in the order they were queued, at most maxConcurrentRuns at a time; the rest wait
 * as pending. Each run has an AbortController whose signal reaches the running step.
 */
export function createWorkflowRunner(options: RunnerOptions) {
  const { repo, clock } = options;
  const queue: QueuedRun[] = [];
  const live = new Map<string, LiveRun>();
  let closing = false;
  const now = () => clock().toISOString();

  function pump(): void {
    while (!closing && live.size < options.maxConcurrentRuns && queue.length > 0) {
      const next = queue.shift();
      if (!next) break;
      const controller = new AbortController();
      const entry: LiveRun = { controller, log: [], done: Promise.resolve() };
      live.set(next.run.id, entry);
      entry.done = execute(next, entry)
        .catch((error: unknown) => options.logger.error({ err: error, runId: next.run.id }, 'workflow run crashed'))
        .finally(() => {
          live.delete(next.run.id);
          pump();
        });
    }
  }

  async function runOneStep(step: Workflow['steps'][number], workspaceId: string, scope: TemplateScope, runSignal: AbortSignal) {
    const timeoutMs = step.timeoutMs ?? options.stepTimeoutMs;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new StepTimeout(`Step timed out after ${timeoutMs} ms`)), timeoutMs);
    const signal = AbortSignal.any([runSignal, timeout.signal]);
    try {
      return await runStep(step, { workspaceId, scope, signal, deps: options.deps });
    } catch (error) {
      // The signal's reason tells a stop or a timeout from the step's own failure.
      if (signal.aborted) throw signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async function execute({ run, workflow, workspaceId }: QueuedRun, entry: LiveRun): Promise<void> {
    if (!(await repo.markRunning(run.id, now()))) return;
    const { log, controller } = entry;
    const scope: TemplateScope = { params: run.parameters, steps: {} };
    let result: unknown = null;
    let index = 0;
    try {
      while (index < workflow.steps.length) {
        const step = workflow.steps[index];
        if (!step) break;
        controller.signal.throwIfAborted();
        const started = clock();
        const logEntry: StepLogEntry = {
          stepId: step.id,
          type: step.type,
          status: 'running',
          startedAt: started.toISOString(),
          finishedAt: null,
          durationMs: null,
        };
        log.push(logEntry);
        await repo.saveSteps(run.id, log);
        let output: unknown;
        try {
          output = await runOneStep(step, workspaceId, scope, controller.signal);
        } catch (error) {
          const finished = clock();
          logEntry.finishedAt = finished.toISOString();
          logEntry.durationMs = finished.getTime() - started.getTime();
          logEntry.status = error instanceof RunAbort ? 'cancelled' : 'failed';
          logEntry.error = error instanceof Error ? error.message : String(error);
          throw error;
        }
        const finished = clock();
        Object.assign(logEntry, {
          status: 'success',
          finishedAt: finished.toISOString(),
          durationMs: finished.getTime() - started.getTime(),
          output,
        });
        scope.steps[step.id] = { output };
        if (step.type === 'condition') {
          if ((output as { matched: boolean }).matched) {
            const target = workflow.steps.findIndex((s) => s.id === step.goTo);
            for (const skipped of workflow.steps.slice(index + 1, target)) {
              const at = clock().toISOString();
              log.push({ stepId: skipped.id, type: skipped.type, status: 'skipped', startedAt: at, finishedAt: at, durationMs: 0 });
            }
            index = target;
          } else {
            index += 1;
          }
        } else {
          result = output;
          index += 1;
          await repo.saveSteps(run.id, log);
        }
      }
      await repo.finish(run.id, {
        status: 'success',
        result,
        output: valueAsText(result),
        steps: log,
        finishedAt: now(),
      });
    } catch (error) {
      const failedStep = log.at(-1);
      if (error instanceof RunAbort) {
        await repo.finish(run.id, {
          status: error.kind === 'stop' ? 'cancelled' : 'failed',
          error: error.message,
          steps: log,
          finishedAt: now(),
        });
        return;
      }
      const reason = error instanceof StepError || error instanceof StepTimeout || error instanceof Error ? error.message : String(error);
      await repo.finish(run.id, {
        status: 'failed',
        error: failedStep ? `Step "${failedStep.stepId}" failed: ${reason}` : reason,
        steps: log,
        finishedAt: now(),
      });
    }
  }

  return {
    enqueue(run: WorkflowRun, workflow: Workflow, workspaceId: string): void {
      queue.push({ run, workflow, workspaceId });
      pump();
    },

    /**
     * Cancels a live run: a pending one leaves the queue, a running one has its signal aborted.
     * The cancelled state is written here at once; the runner's own finish cannot overwrite it.
     * False when this process is not running or queueing the run.
     */
    async stop(runId: string): Promise<boolean> {
      const queued = queue.findIndex((entry) => entry.run.id === runId);
      if (queued >= 0) {
        queue.splice(queued, 1);
        return repo.finish(runId, { status: 'cancelled', error: RUN_CANCELLED_MESSAGE, steps: [], finishedAt: now() });
      }
      const running = live.get(runId);
      if (!running) return false;
      const steps = running.log.map((entry) =>
        entry.status === 'running' ? { ...entry, status: 'cancelled' as const, error: RUN_CANCELLED_MESSAGE } : entry,
      );
      const stopped = await repo.finish(runId, { status: 'cancelled', error: RUN_CANCELLED_MESSAGE, steps, finishedAt: now() });
      running.controller.abort(new RunAbort('stop'));
      return stopped;
    },

    /** Resolves when the run is no longer executing in this process. */
    async settled(runId: string): Promise<void> {
      await live.get(runId)?.done;
    },

    counts() {
      return { running: live.size, queued: queue.length };
    },

    /** Server shutdown: queued runs and running ones end as failed (interrupted). */
    async close(): Promise<void> {
      closing = true;
      const at = now();
      for (const { run } of queue.splice(0)) {
        await repo.finish(run.id, { status: 'failed', error: RUN_INTERRUPTED_MESSAGE, steps: [], finishedAt: at });
      }
      for (const entry of live.values()) entry.controller.abort(new RunAbort('shutdown'));
      await Promise.all([...live.values()].map((entry) => entry.done));
    },
  };
}

export type WorkflowRunner = ReturnType<typeof createWorkflowRunner>;
