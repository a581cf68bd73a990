import { CHAT_DEFAULT_SESSION_ID } from '@nova/shared';
import { createStore, useStore } from '@/lib/create-store';
import { emitWindowEvent } from '@/lib/window-events';
import { startEmptySession } from './chat-store';

/** The session the chat panel shows (spec B §3: 'default' until another is chosen); kept for the page's lifetime. */
const activeSession = createStore<string>(CHAT_DEFAULT_SESSION_ID);

export const useActiveChatSession = (): string => useStore(activeSession, (id) => id);

/** Shows the session in the chat panel, opening the AI chat in the right sidebar. */
export function openChatSession(sessionId: string): void {
  activeSession.set(sessionId);
  emitWindowEvent('open-ai-chat');
}

/** A new, empty conversation: the server stores it with its first message. */
export function startNewChat(): string {
  const sessionId = `chat-${crypto.randomUUID()}`;
  startEmptySession(sessionId);
  openChatSession(sessionId);
  return sessionId;
}
