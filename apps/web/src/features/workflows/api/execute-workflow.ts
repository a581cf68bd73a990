import { type ExecuteWorkflowRequest, type WorkflowRun, workflowRunSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** POST /api/watched-workflows/execute → the run, pending or running. */
export async function executeWorkflow(request: ExecuteWorkflowRequest): Promise<WorkflowRun> {
  const res = await apiRequest('POST', '/api/watched-workflows/execute', request);
  return workflowRunSchema.parse(await res.json());
}
