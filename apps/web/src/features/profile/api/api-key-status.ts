import { type ApiKeyStatus, apiKeyStatusSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export const API_KEY_STATUS_KEY = ['/api/ai-chat/api-key'] as const;

export async function fetchApiKeyStatus(): Promise<ApiKeyStatus> {
  return apiKeyStatusSchema.parse(await (await apiRequest('GET', '/api/ai-chat/api-key')).json());
}
