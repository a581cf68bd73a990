import { type QaRunListItem, qaRunListSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** The workspace's runs, newest first, without findings. */
export async function listQaRuns(): Promise<QaRunListItem[]> {
  const res = await apiRequest('GET', '/api/qa-suite/runs');
  return qaRunListSchema.parse(await res.json()).runs;
}
