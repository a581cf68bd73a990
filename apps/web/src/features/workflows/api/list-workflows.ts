import { type Workflow, type WorkflowStatus, workflowListSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** GET /api/watched-workflows[?status=active]. */
export async function listWorkflows(status?: WorkflowStatus): Promise<Workflow[]> {
  const res = await apiRequest('GET', status ? `/api/watched-workflows?status=${status}` : '/api/watched-workflows');
  return workflowListSchema.parse(await res.json()).workflows;
}
