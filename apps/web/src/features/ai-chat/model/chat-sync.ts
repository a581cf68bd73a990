import type { ChatMessage } from '@nova/shared';
import * as v from 'valibot';

/** Spec B §4: the fixed name of the channel that mirrors chat changes between tabs. */
export const CHAT_SYNC_CHANNEL_NAME = 'nova-chat-sync';

const chatMessageSchema: v.GenericSchema<unknown, ChatMessage> = v.object({
  id: v.string(),
  sessionId: v.string(),
  role: v.picklist(['user', 'assistant']),
  content: v.string(),
  timestamp: v.string(),
  context: v.nullable(v.object({ url: v.string(), pageTitle: v.string() })),
  metadata: v.nullable(
    v.object({
      workflowId: v.optional(v.string()),
      processingType: v.optional(v.picklist(['workflow', 'plugin', 'other'])),
    }),
  ),
  reaction: v.nullable(v.picklist(['like', 'sparkles'])),
});

const base = { sessionId: v.string(), tabId: v.string() };

const chatSyncEventSchema = v.variant('type', [
  v.object({ type: v.literal('message'), ...base, message: chatMessageSchema }),
  v.object({ type: v.literal('delete'), ...base, messageId: v.string() }),
  v.object({ type: v.literal('reaction'), ...base, messageId: v.string(), reaction: v.nullable(v.picklist(['like', 'sparkles'])) }),
  v.object({ type: v.literal('clear'), ...base }),
  v.object({ type: v.literal('sync-request'), ...base, from: v.string() }),
  v.object({ type: v.literal('sync-response'), ...base, to: v.string(), messages: v.array(chatMessageSchema) }),
]);

/** One change mirrored between tabs; `tabId` is the sending tab. */
export type ChatSyncEvent = v.InferOutput<typeof chatSyncEventSchema>;
/** An event as handed to `post`, which stamps the sending tab itself. */
export type ChatSyncEventInput = ChatSyncEvent extends infer E ? (E extends ChatSyncEvent ? Omit<E, 'tabId'> & { tabId?: string } : never) : never;

/** The event, or null for anything that is not a well-formed sync event. */
export function parseSyncEvent(data: unknown): ChatSyncEvent | null {
  const parsed = v.safeParse(chatSyncEventSchema, data);
  return parsed.success ? parsed.output : null;
}

/**
 * The message list after a change from another tab; the same array when nothing changes.
 * The caller checks that `event.sessionId` is the session the list belongs to.
 */
export function applySyncEvent(messages: ChatMessage[], event: ChatSyncEvent): ChatMessage[] {
  switch (event.type) {
    case 'message': {
      const index = messages.findIndex((m) => m.id === event.message.id);
      if (index === -1) return [...messages, event.message];
      return messages.map((m, i) => (i === index ? event.message : m));
    }
    case 'delete':
      return messages.some((m) => m.id === event.messageId) ? messages.filter((m) => m.id !== event.messageId) : messages;
    case 'reaction': {
      const target = messages.find((m) => m.id === event.messageId);
      if (!target || target.reaction === event.reaction) return messages;
      return messages.map((m) => (m === target ? { ...m, reaction: event.reaction } : m));
    }
    case 'clear':
      return messages.length === 0 ? messages : [];
    case 'sync-response':
      // Spec B §4: a new tab takes the messages only if it has none of its own.
      return messages.length === 0 && event.messages.length > 0 ? event.messages : messages;
    case 'sync-request':
      return messages;
  }
}

/** The part of BroadcastChannel the sync uses, so tests can pass a fake. */
export interface SyncChannelPort {
  postMessage(data: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export type SyncChannelFactory = (name: string) => SyncChannelPort | null;

/** Null where BroadcastChannel is missing (older browsers); the sync then does nothing. */
const defaultChannelFactory: SyncChannelFactory = (name) => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name));

export type ChatSyncListener = (event: ChatSyncEvent) => void;

/**
 * The tab's end of the sync channel. Listeners get only well-formed events from other tabs,
 * and a sync-response only when it is addressed to this tab.
 */
export class ChatSyncChannel {
  private readonly port: SyncChannelPort | null;
  private readonly handlers = new Set<(event: MessageEvent) => void>();
  private closed = false;

  constructor(
    readonly tabId: string,
    channelFactory: SyncChannelFactory = defaultChannelFactory,
  ) {
    this.port = channelFactory(CHAT_SYNC_CHANNEL_NAME);
  }

  post(event: ChatSyncEventInput): void {
    if (this.closed || !this.port) return;
    this.port.postMessage({ ...event, tabId: this.tabId });
  }

  /** Returns a function that stops the listener. */
  subscribe(listener: ChatSyncListener): () => void {
    const port = this.port;
    if (this.closed || !port) return () => {};
    const handler = (message: MessageEvent) => {
      const event = parseSyncEvent(message.data);
      if (!event || event.tabId === this.tabId) return;
      if (event.type === 'sync-response' && event.to !== this.tabId) return;
      listener(event);
    };
    port.addEventListener('message', handler);
    this.handlers.add(handler);
    return () => {
      port.removeEventListener('message', handler);
      this.handlers.delete(handler);
    };
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const handler of this.handlers) this.port?.removeEventListener('message', handler);
    this.handlers.clear();
    this.port?.close();
  }
}

/** A random id for this tab. randomUUID needs a secure context, so plain http falls back to Math.random. */
export function createTabId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) {
    return crypto.randomUUID();
  }
  return `tab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
