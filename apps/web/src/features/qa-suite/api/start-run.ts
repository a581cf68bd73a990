import { type QaRun, qaRunSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** POST /api/qa-suite/runs → 202 with the pending run. */
export async function startQaRun(url: string): Promise<QaRun> {
  const res = await apiRequest('POST', '/api/qa-suite/runs', { url });
  return qaRunSchema.parse(await res.json());
}
