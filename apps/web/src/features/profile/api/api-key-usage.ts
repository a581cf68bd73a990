import { type Usage, usageSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export const API_KEY_USAGE_KEY = ['/api/ai-chat/api-key/usage'] as const;

/** GET /api/ai-chat/api-key/usage with the session cookie; null when the workspace has no active key (404). */
export async function fetchApiKeyUsage(): Promise<Usage | null> {
  try {
    return usageSchema.parse(await (await apiRequest('GET', '/api/ai-chat/api-key/usage')).json());
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('404:')) return null;
    throw error;
  }
}
