import { apiRequest } from '@/lib/api/api-request';

/** GET /api/ai-chat/status: whether a model provider is configured for the workspace, and where from. */
export interface AiStatus {
  configured: boolean;
  model: string | null;
  baseUrl: string | null;
  source: string;
}

export const AI_STATUS_KEY = ['/api/ai-chat/status'] as const;

function parseAiStatus(body: unknown): AiStatus {
  const value = (body ?? {}) as Record<string, unknown>;
  if (typeof value.configured !== 'boolean') throw new Error('Unexpected answer from /api/ai-chat/status');
  return {
    configured: value.configured,
    model: typeof value.model === 'string' ? value.model : null,
    baseUrl: typeof value.baseUrl === 'string' ? value.baseUrl : null,
    source: typeof value.source === 'string' ? value.source : '',
  };
}

/** Null when the server has no such route (404): the provider's state is then unknown. */
export async function fetchAiStatus(): Promise<AiStatus | null> {
  try {
    return parseAiStatus(await (await apiRequest('GET', '/api/ai-chat/status')).json());
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('404:')) return null;
    throw error;
  }
}
