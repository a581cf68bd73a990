import {
  chatMessageSchema,
  chatSessionDetailSchema,
  chatStreamEventSchema,
  type BrowserContext,
  type ChatMessage,
  type ChatReaction,
  type ChatSessionDetail,
  type ChatStreamEvent,
} from '@nova/shared';
import { createParser } from 'eventsource-parser';
import { apiRequest, resolveApiUrl } from '@/lib/api/api-request';

const sessionPath = (sessionId: string) => `/api/ai-chat/sessions/${encodeURIComponent(sessionId)}`;

export async function fetchSession(sessionId: string): Promise<ChatSessionDetail> {
  const res = await apiRequest('GET', sessionPath(sessionId));
  return chatSessionDetailSchema.parse(await res.json());
}

export async function setReaction(sessionId: string, messageId: string, reaction: ChatReaction | null): Promise<ChatMessage> {
  const res = await apiRequest('PUT', `${sessionPath(sessionId)}/messages/${encodeURIComponent(messageId)}/reaction`, { reaction });
  return chatMessageSchema.parse(await res.json());
}

export async function deleteMessage(sessionId: string, messageId: string): Promise<void> {
  await apiRequest('DELETE', `${sessionPath(sessionId)}/messages/${encodeURIComponent(messageId)}`);
}

export async function clearSession(sessionId: string): Promise<void> {
  await apiRequest('DELETE', `${sessionPath(sessionId)}/messages`);
}

/** A failed send, with the HTTP status the client decides on (503/401 → fallback reply). */
export class ChatSendError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Sends a question and reports the server's stream events as they arrive. */
export async function streamMessage(
  request: { sessionId: string; message: string; context?: BrowserContext },
  onEvent: (event: ChatStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const res = await fetch(resolveApiUrl('/api/ai-chat/message/stream'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    credentials: 'include',
    signal,
  });
  if (!res.ok || !res.body) {
    const text = (await res.text()) || res.statusText;
    throw new ChatSendError(res.status, `${res.status}: ${text}`);
  }
  const parser = createParser({
    onEvent(event) {
      const parsed = chatStreamEventSchema.safeParse(JSON.parse(event.data));
      if (parsed.success) onEvent(parsed.data);
    },
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
}
