import { type Workflow, type WorkflowInput, workflowSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** POST /api/watched-workflows for a new one, PUT /api/watched-workflows/{id} for an existing one. */
export async function saveWorkflow(input: WorkflowInput, id?: string): Promise<Workflow> {
  const res = id
    ? await apiRequest('PUT', `/api/watched-workflows/${encodeURIComponent(id)}`, input)
    : await apiRequest('POST', '/api/watched-workflows', input);
  return workflowSchema.parse(await res.json());
}
