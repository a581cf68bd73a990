import { type QaRun, qaRunSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export async function getQaRun(id: string): Promise<QaRun> {
  const res = await apiRequest('GET', `/api/qa-suite/runs/${encodeURIComponent(id)}`);
  return qaRunSchema.parse(await res.json());
}
