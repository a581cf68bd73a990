import { type WorkflowRun, workflowRunSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** POST /api/watched-workflows/execute, started by hand from the home dashboard. */
export async function executeWorkflow(workflowId: string): Promise<WorkflowRun> {
  const res = await apiRequest('POST', '/api/watched-workflows/execute', { workflowId, triggerType: 'manual', triggeredBy: 'home' });
  return workflowRunSchema.parse(await res.json());
}
