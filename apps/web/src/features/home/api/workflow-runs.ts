import { type WorkflowRun, workflowRunListSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';
import { HOME_RUNS_LIMIT, mergeRuns } from '../model/run-progress';

export const HOME_RUNS_KEY = ['home', 'workflow-runs'] as const;

const runs = async (path: string) => workflowRunListSchema.parse(await (await apiRequest('GET', path)).json()).runs;

/** GET /api/workflows/runs/active and /runs/recent: the live runs first, then the newest finished ones. */
export async function fetchHomeRuns(): Promise<WorkflowRun[]> {
  const [active, recent] = await Promise.all([runs('/api/workflows/runs/active'), runs(`/api/workflows/runs/recent?limit=${HOME_RUNS_LIMIT}`)]);
  return mergeRuns(active, recent, HOME_RUNS_LIMIT);
}
