import { isTerminalRunStatus, WORKFLOW_POLL_MS, type WorkflowRun } from '@nova/shared';

export interface PollOptions {
  fetchRun: (runId: string) => Promise<WorkflowRun>;
  onUpdate?: (run: WorkflowRun) => void;
  intervalMs?: number;
  /** Stops polling early; the promise then resolves with null. */
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls a run every 2 s (spec B §9) until it is terminal and answers that state. A failed poll is
 * retried at the next tick; it never ends the wait on its own.
 */
export async function pollRunUntilDone(runId: string, options: PollOptions): Promise<WorkflowRun | null> {
  const sleep = options.sleep ?? defaultSleep;
  const interval = options.intervalMs ?? WORKFLOW_POLL_MS;
  for (;;) {
    if (options.signal?.aborted) return null;
    try {
      const run = await options.fetchRun(runId);
      options.onUpdate?.(run);
      if (isTerminalRunStatus(run.status)) return run;
    } catch (error) {
      console.warn('Workflow run poll failed:', error);
    }
    await sleep(interval);
  }
}
