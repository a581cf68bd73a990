import { type Workflow, workflowListSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export const HOME_WORKFLOWS_KEY = ['/api/watched-workflows'] as const;

/** GET /api/watched-workflows: all of the workspace's workflows (the runs list needs inactive ones' step counts too). */
export async function fetchWorkflows(): Promise<Workflow[]> {
  return workflowListSchema.parse(await (await apiRequest('GET', '/api/watched-workflows')).json()).workflows;
}
