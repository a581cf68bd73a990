import { apiRequest } from '@/lib/api/api-request';

export interface ApiKeyStatus {
  active: boolean;
  prefix: string | null;
  createdAt: string | null;
}

export interface ApiUsage {
  requestsToday: number;
  requestsThisMonth: number;
  rateLimit: { limit: number; remaining: number; resetAt: string };
}

export async function fetchApiKeyStatus(): Promise<ApiKeyStatus> {
  return (await (await apiRequest('GET', '/api/ai-chat/api-key')).json()) as ApiKeyStatus;
}

export async function generateApiKey(): Promise<{ apiKey: string; prefix: string }> {
  return (await (await apiRequest('POST', '/api/ai-chat/generate-api-key')).json()) as { apiKey: string; prefix: string };
}

export async function revokeApiKey(apiKey: string): Promise<void> {
  await apiRequest('POST', '/api/ai-chat/revoke-api-key', undefined, { headers: { 'X-API-Key': apiKey } });
}

export async function fetchApiUsage(apiKey: string): Promise<ApiUsage> {
  return (await (await apiRequest('GET', '/api/ai-chat/usage', undefined, { headers: { 'X-API-Key': apiKey } })).json()) as ApiUsage;
}
