import { type WorkflowRun, workflowRunSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export async function getRun(runId: string): Promise<WorkflowRun> {
  const res = await apiRequest('GET', `/api/workflows/runs/${encodeURIComponent(runId)}`);
  return workflowRunSchema.parse(await res.json());
}
