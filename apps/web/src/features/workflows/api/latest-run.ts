import { type WorkflowRun, workflowRunSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** The workflow's newest run; rejects with "404: …" when it has none. */
export async function latestRun(workflowId: string): Promise<WorkflowRun> {
  const res = await apiRequest('GET', `/api/workflows/runs/latest/${encodeURIComponent(workflowId)}`);
  return workflowRunSchema.parse(await res.json());
}
