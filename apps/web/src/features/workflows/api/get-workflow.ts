import { type Workflow, workflowSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export async function getWorkflow(id: string): Promise<Workflow> {
  const res = await apiRequest('GET', `/api/watched-workflows/${encodeURIComponent(id)}`);
  return workflowSchema.parse(await res.json());
}
