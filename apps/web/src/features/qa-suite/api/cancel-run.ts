import { type QaRun, qaRunSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export async function cancelQaRun(id: string): Promise<QaRun> {
  const res = await apiRequest('POST', `/api/qa-suite/runs/${encodeURIComponent(id)}/cancel`);
  return qaRunSchema.parse(await res.json());
}
