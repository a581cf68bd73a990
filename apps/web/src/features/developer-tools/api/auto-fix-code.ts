import { type AutoFixRequest, type AutoFixResponse, autoFixResponseSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export async function autoFixCode(request: AutoFixRequest): Promise<AutoFixResponse> {
  const res = await apiRequest('POST', '/api/ai-code-review/auto-fix', request);
  return autoFixResponseSchema.parse(await res.json());
}
