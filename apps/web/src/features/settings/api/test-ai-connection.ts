import { type AiTestRequest, type AiTestResult, aiTestResultSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** POST /api/settings/ai/test: the provider's answer or its error, for the given (unsaved) values. */
export async function testAiConnection(request: AiTestRequest): Promise<AiTestResult> {
  const res = await apiRequest('POST', '/api/settings/ai/test', request);
  return aiTestResultSchema.parse(await res.json());
}
