import { type WorkflowRun, workflowRunListSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export async function activeRuns(): Promise<WorkflowRun[]> {
  const res = await apiRequest('GET', '/api/workflows/runs/active');
  return workflowRunListSchema.parse(await res.json()).runs;
}
