import { isTerminalRunStatus, type Workflow, type WorkflowRun } from '@nova/shared';

/** Runs the home dashboard lists. */
export const HOME_RUNS_LIMIT = 8;

/** Live runs first (oldest first, as the server lists them), then the others newest first, without duplicates. */
export function mergeRuns(active: readonly WorkflowRun[], recent: readonly WorkflowRun[], limit: number): WorkflowRun[] {
  const seen = new Set(active.map((run) => run.id));
  return [...active, ...recent.filter((run) => !seen.has(run.id) && isTerminalRunStatus(run.status))].slice(0, limit);
}

export const hasLiveRun = (runs: readonly WorkflowRun[] | undefined): boolean =>
  (runs ?? []).some((run) => !isTerminalRunStatus(run.status));

export interface RunProgress {
  done: number;
  total: number;
  /** 0–100. */
  percent: number;
}

/**
 * How far a run got: the steps that finished (any outcome) out of the workflow's steps. A successful
 * run is complete even when a condition skipped steps; without the workflow, its own log is the total.
 */
export function runProgress(run: WorkflowRun, workflow: Pick<Workflow, 'steps'> | undefined): RunProgress {
  const finished = run.steps.filter((step) => step.status !== 'running').length;
  const total = Math.max(workflow?.steps.length ?? run.steps.length, finished, 1);
  const done = run.status === 'success' ? total : Math.min(finished, total);
  return { done, total, percent: Math.round((done / total) * 100) };
}
