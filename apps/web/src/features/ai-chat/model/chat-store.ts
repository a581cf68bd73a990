import type { BrowserContext, ChatMessage, ChatReaction } from '@nova/shared';
import { toast } from '@/components/ui/toast-store';
import { createStore, useStore, type Store } from '@/lib/create-store';
import { aiChatStrings as t } from '@/lib/i18n/nb/ai-chat';
import { ChatSendError, clearSession, deleteMessage, fetchSession, setReaction, streamMessage } from '../api/chat-api';
import { fallbackReply } from './chat-fallback';
import { applySyncEvent, ChatSyncChannel, createTabId, type ChatSyncEvent } from './chat-sync';

export const SYNC_BADGE_MS = 1000;

export interface ChatState {
  messages: ChatMessage[];
  loaded: boolean;
  sending: boolean;
  /** The reply as it streams in; null when no reply is on its way. */
  draft: string | null;
  /** True for a second after another tab changed this session (spec B §4). */
  syncing: boolean;
}

const sessions = new Map<string, Store<ChatState>>();
const tabId = createTabId();
let channel: ChatSyncChannel | null = null;
const syncTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** Messages made only in this browser (the fallback reply, a question not yet stored) have local ids. */
const isLocal = (id: string) => id.startsWith('local-');
const localId = () => `local-${createTabId()}`;

function storeFor(sessionId: string): Store<ChatState> {
  let store = sessions.get(sessionId);
  if (!store) {
    store = createStore<ChatState>({ messages: [], loaded: false, sending: false, draft: null, syncing: false });
    sessions.set(sessionId, store);
    void load(sessionId, store);
    const sync = syncChannel();
    sync?.post({ type: 'sync-request', sessionId, from: tabId, tabId });
  }
  return store;
}

/** A session the server does not know yet: nothing to load, and no "not found" to log. */
export function startEmptySession(sessionId: string): void {
  if (sessions.has(sessionId)) return;
  sessions.set(sessionId, createStore<ChatState>({ messages: [], loaded: true, sending: false, draft: null, syncing: false }));
}

function update(sessionId: string, patch: (state: ChatState) => Partial<ChatState>): void {
  const store = storeFor(sessionId);
  store.set({ ...store.get(), ...patch(store.get()) });
}

function setMessages(sessionId: string, messages: (current: ChatMessage[]) => ChatMessage[]): void {
  update(sessionId, (state) => ({ messages: messages(state.messages) }));
}

function broadcast(event: ChatSyncEvent): void {
  syncChannel()?.post(event);
}

async function load(sessionId: string, store: Store<ChatState>): Promise<void> {
  try {
    const detail = await fetchSession(sessionId);
    const state = store.get();
    // Keep anything newer that arrived meanwhile (a reply in flight, a message from another tab).
    const known = new Set(detail.messages.map((m) => m.id));
    const extra = state.messages.filter((m) => !known.has(m.id));
    store.set({ ...state, messages: [...detail.messages, ...extra], loaded: true });
  } catch (error) {
    console.error('Failed to load chat session:', error);
    store.set({ ...store.get(), loaded: true });
  }
}

/** Every open session again from the server, dropping what this tab held (after a restore or clear data). */
export function reloadChatSessions(): void {
  for (const [sessionId, store] of sessions) {
    store.set({ ...store.get(), messages: [], loaded: false, draft: null });
    void load(sessionId, store);
  }
}

if (typeof window !== 'undefined') window.addEventListener('workspace-data-changed', reloadChatSessions);

function syncChannel(): ChatSyncChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new ChatSyncChannel(tabId);
  channel.subscribe((event) => {
    const store = sessions.get(event.sessionId);
    if (!store) return;
    if (event.type === 'sync-request') {
      const { messages } = store.get();
      if (messages.length > 0) channel?.post({ type: 'sync-response', sessionId: event.sessionId, to: event.from, messages, tabId });
      return;
    }
    if (event.type === 'sync-response' && event.to !== tabId) return;
    const before = store.get().messages;
    const after = applySyncEvent(before, event);
    if (after === before) return;
    store.set({ ...store.get(), messages: after, syncing: true });
    clearTimeout(syncTimers.get(event.sessionId));
    syncTimers.set(
      event.sessionId,
      setTimeout(() => store.set({ ...store.get(), syncing: false }), SYNC_BADGE_MS),
    );
  });
  return channel;
}

export function getChatMessages(sessionId: string): ChatMessage[] {
  return storeFor(sessionId).get().messages;
}

export function useChat(sessionId: string): ChatState {
  return useStore(storeFor(sessionId), (state) => state);
}

function localMessage(
  sessionId: string,
  role: ChatMessage['role'],
  content: string,
  context?: BrowserContext,
  metadata: ChatMessage['metadata'] = null,
): ChatMessage {
  return {
    id: localId(),
    sessionId,
    role,
    content,
    timestamp: new Date().toISOString(),
    context: context?.url ? { url: context.url, pageTitle: context.pageTitle ?? '' } : null,
    metadata,
    reaction: null,
  };
}

function addStored(sessionId: string, message: ChatMessage, replacing?: string): void {
  setMessages(sessionId, (messages) => [...messages.filter((m) => m.id !== replacing && m.id !== message.id), message]);
  broadcast({ type: 'message', sessionId, message, tabId });
}

/** Empty or whitespace-only input is never sent, and only one question is on its way at a time. */
export async function sendChatMessage(sessionId: string, text: string, context?: BrowserContext): Promise<void> {
  const message = text.trim();
  const state = storeFor(sessionId).get();
  if (!message || state.sending) return;
  const question = localMessage(sessionId, 'user', message, context);
  update(sessionId, (s) => ({ messages: [...s.messages, question], sending: true, draft: '' }));
  let questionId = question.id;
  try {
    await streamMessage({ sessionId, message, context }, (event) => {
      if (event.type === 'user') {
        addStored(sessionId, event.message, questionId);
        questionId = event.message.id;
      } else if (event.type === 'delta') {
        update(sessionId, (s) => ({ draft: (s.draft ?? '') + event.text }));
      } else if (event.type === 'done') {
        update(sessionId, () => ({ draft: null }));
        addStored(sessionId, event.message);
      } else {
        throw new ChatSendError(event.status, event.message);
      }
    });
  } catch (error) {
    const status = error instanceof ChatSendError ? error.status : 0;
    if (status === 503 || status === 401) {
      setMessages(sessionId, (messages) => [...messages, localMessage(sessionId, 'assistant', fallbackReply(message))]);
    } else {
      console.error('Chat send failed:', error);
      toast({ title: t.errors.sendTitle, description: t.errors.send, variant: 'destructive' });
    }
  } finally {
    update(sessionId, () => ({ sending: false, draft: null }));
  }
}

/**
 * For slash commands that answer themselves (plugins, workflows): adds a message that lives in
 * this browser (mirrored to other tabs) without asking the AI.
 */
export function postLocalMessage(
  sessionId: string,
  role: ChatMessage['role'],
  content: string,
  metadata: ChatMessage['metadata'] = null,
): ChatMessage {
  const message = localMessage(sessionId, role, content, undefined, metadata);
  addStored(sessionId, message);
  return message;
}

/** Shows the typing indicator and keeps sending disabled while a command works. */
export async function whileSending<T>(sessionId: string, work: () => Promise<T>): Promise<T> {
  update(sessionId, () => ({ sending: true }));
  try {
    return await work();
  } finally {
    update(sessionId, () => ({ sending: false }));
  }
}

/** Choosing the same reaction again removes it (spec B §3). */
export async function toggleReaction(sessionId: string, messageId: string, reaction: ChatReaction): Promise<void> {
  const current = storeFor(sessionId).get().messages.find((m) => m.id === messageId);
  if (!current) return;
  const next = current.reaction === reaction ? null : reaction;
  const apply = (value: ChatReaction | null) => setMessages(sessionId, (messages) => messages.map((m) => (m.id === messageId ? { ...m, reaction: value } : m)));
  apply(next);
  broadcast({ type: 'reaction', sessionId, messageId, reaction: next, tabId });
  if (isLocal(messageId)) return;
  try {
    await setReaction(sessionId, messageId, next);
  } catch (error) {
    console.error('Failed to save reaction:', error);
    apply(current.reaction);
    broadcast({ type: 'reaction', sessionId, messageId, reaction: current.reaction, tabId });
  }
}

export async function removeChatMessage(sessionId: string, messageId: string): Promise<void> {
  const before = storeFor(sessionId).get().messages;
  setMessages(sessionId, (messages) => messages.filter((m) => m.id !== messageId));
  broadcast({ type: 'delete', sessionId, messageId, tabId });
  if (isLocal(messageId)) return;
  try {
    await deleteMessage(sessionId, messageId);
  } catch (error) {
    console.error('Failed to delete message:', error);
    setMessages(sessionId, () => before);
  }
}

export async function clearChat(sessionId: string): Promise<void> {
  const before = storeFor(sessionId).get().messages;
  setMessages(sessionId, () => []);
  broadcast({ type: 'clear', sessionId, tabId });
  try {
    await clearSession(sessionId);
  } catch (error) {
    console.error('Failed to clear chat:', error);
    setMessages(sessionId, () => before);
  }
}
