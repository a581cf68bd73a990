import { apiRequest } from '@/lib/api/api-request';

export async function deleteWorkflow(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/watched-workflows/${encodeURIComponent(id)}`);
}
