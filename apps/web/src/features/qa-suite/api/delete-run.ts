import { apiRequest } from '@/lib/api/api-request';

export async function deleteQaRun(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/qa-suite/runs/${encodeURIComponent(id)}`);
}
