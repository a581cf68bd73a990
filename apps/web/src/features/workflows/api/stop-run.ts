import { type WorkflowRun, workflowRunSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export async function stopRun(runId: string): Promise<WorkflowRun> {
  const res = await apiRequest('POST', `/api/workflows/runs/${encodeURIComponent(runId)}/stop`, {});
  return workflowRunSchema.parse(await res.json());
}
