import { type ChatSession, chatSessionListSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export const CHAT_SESSIONS_KEY = ['/api/ai-chat/sessions'] as const;

export async function fetchChatSessions(): Promise<ChatSession[]> {
  return chatSessionListSchema.parse(await (await apiRequest('GET', '/api/ai-chat/sessions')).json()).sessions;
}
