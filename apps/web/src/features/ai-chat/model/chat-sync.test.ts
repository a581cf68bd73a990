import type { ChatMessage } from '@nova/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  applySyncEvent,
  CHAT_SYNC_CHANNEL_NAME,
  ChatSyncChannel,
  createTabId,
  parseSyncEvent,
  type ChatSyncEvent,
  type SyncChannelPort,
} from './chat-sync';

function message(id: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    sessionId: 'default',
    role: 'user',
    content: `innhold ${id}`,
    timestamp: '2024-01-05T09:03:00.000Z',
    context: null,
    metadata: null,
    reaction: null,
    ...overrides,
  };
}

const a = message('a');
const b = message('b', { role: 'assistant', reaction: 'like' });
const list = [a, b];
const from = { sessionId: 'default', tabId: 'other' };

describe('applySyncEvent', () => {
  it('appends a message with a new id and replaces one it already has', () => {
    const c = message('c');
    expect(applySyncEvent(list, { type: 'message', ...from, message: c })).toEqual([a, b, c]);
    const edited = { ...b, content: 'ferdig svar' };
    expect(applySyncEvent(list, { type: 'message', ...from, message: edited })).toEqual([a, edited]);
  });

  it('deletes a message, leaving the list as is for an unknown id', () => {
    expect(applySyncEvent(list, { type: 'delete', ...from, messageId: 'a' })).toEqual([b]);
    expect(applySyncEvent(list, { type: 'delete', ...from, messageId: 'zz' })).toBe(list);
  });

  it('sets and unsets a reaction', () => {
    expect(applySyncEvent(list, { type: 'reaction', ...from, messageId: 'a', reaction: 'sparkles' })[0]?.reaction).toBe('sparkles');
    expect(applySyncEvent(list, { type: 'reaction', ...from, messageId: 'b', reaction: null })[1]?.reaction).toBeNull();
    expect(applySyncEvent(list, { type: 'reaction', ...from, messageId: 'b', reaction: 'like' })).toBe(list);
    expect(applySyncEvent(list, { type: 'reaction', ...from, messageId: 'zz', reaction: 'like' })).toBe(list);
  });

  it('clears the list', () => {
    expect(applySyncEvent(list, { type: 'clear', ...from })).toEqual([]);
  });

  it('takes a sync response only when it has no messages of its own', () => {
    const response: ChatSyncEvent = { type: 'sync-response', ...from, to: 'me', messages: [message('x')] };
    expect(applySyncEvent([], response)).toEqual([message('x')]);
    expect(applySyncEvent(list, response)).toBe(list);
  });

  it('ignores a sync request', () => {
    expect(applySyncEvent(list, { type: 'sync-request', ...from, from: 'other' })).toBe(list);
  });

  it('does not change the list it is given', () => {
    const before = structuredClone(list);
    applySyncEvent(list, { type: 'reaction', ...from, messageId: 'a', reaction: 'like' });
    applySyncEvent(list, { type: 'message', ...from, message: message('c') });
    expect(list).toEqual(before);
  });
});

describe('parseSyncEvent', () => {
  it('accepts each kind of well-formed event', () => {
    const events: ChatSyncEvent[] = [
      { type: 'message', ...from, message: message('a', { context: { url: 'https://a.no', pageTitle: 'A' }, metadata: { processingType: 'plugin' } }) },
      { type: 'delete', ...from, messageId: 'a' },
      { type: 'reaction', ...from, messageId: 'a', reaction: null },
      { type: 'reaction', ...from, messageId: 'a', reaction: 'sparkles' },
      { type: 'clear', ...from },
      { type: 'sync-request', ...from, from: 'other' },
      { type: 'sync-response', ...from, to: 'me', messages: [a, b] },
    ];
    for (const event of events) expect(parseSyncEvent(structuredClone(event))).toEqual(event);
  });

  it.each([
    null,
    undefined,
    'clear',
    42,
    [],
    {},
    { type: 'clear', sessionId: 'default' },
    { type: 'explode', ...from },
    { type: 'delete', ...from },
    { type: 'reaction', ...from, messageId: 'a', reaction: 'love' },
    { type: 'message', ...from, message: { ...a, role: 'system' } },
    { type: 'message', ...from, message: { ...a, content: 5 } },
    { type: 'message', ...from, message: { id: 'a' } },
    { type: 'sync-response', ...from, to: 'me', messages: [a, { nope: true }] },
    { type: 'sync-response', ...from, to: 'me', messages: 'all' },
    { type: 'sync-request', ...from },
  ])('rejects malformed data %j', (data) => {
    expect(parseSyncEvent(data)).toBeNull();
  });
});

/** Fake BroadcastChannels that deliver to every other open port with the same name, like the real one. */
function fakeBus() {
  const ports: FakePort[] = [];
  class FakePort implements SyncChannelPort {
    private readonly listeners = new Set<(event: MessageEvent) => void>();
    closed = false;
    constructor(readonly name: string) {
      ports.push(this);
    }
    postMessage(data: unknown) {
      if (this.closed) throw new Error('InvalidStateError');
      for (const port of ports) if (port !== this && !port.closed && port.name === this.name) port.deliver(structuredClone(data));
    }
    deliver(data: unknown) {
      for (const listener of this.listeners) listener({ data } as MessageEvent);
    }
    addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      this.listeners.add(listener);
    }
    removeEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      this.listeners.delete(listener);
    }
    close() {
      this.closed = true;
    }
    get listenerCount() {
      return this.listeners.size;
    }
  }
  return { ports, factory: (name: string) => new FakePort(name) };
}

describe('ChatSyncChannel', () => {
  it(`opens the ${CHAT_SYNC_CHANNEL_NAME} channel and delivers events to other tabs, stamped with the sender`, () => {
    const bus = fakeBus();
    const one = new ChatSyncChannel('tab-1', bus.factory);
    const two = new ChatSyncChannel('tab-2', bus.factory);
    expect(bus.ports.map((p) => p.name)).toEqual([CHAT_SYNC_CHANNEL_NAME, CHAT_SYNC_CHANNEL_NAME]);
    const heardByOne = vi.fn();
    const heardByTwo = vi.fn();
    one.subscribe(heardByOne);
    two.subscribe(heardByTwo);
    one.post({ type: 'delete', sessionId: 'default', messageId: 'a' });
    expect(heardByTwo).toHaveBeenCalledWith({ type: 'delete', sessionId: 'default', messageId: 'a', tabId: 'tab-1' });
    expect(heardByOne).not.toHaveBeenCalled();
  });

  it('always sends its own tab id, whatever the event says', () => {
    const bus = fakeBus();
    const one = new ChatSyncChannel('tab-1', bus.factory);
    const spy = vi.fn();
    new ChatSyncChannel('tab-2', bus.factory).subscribe(spy);
    one.post({ type: 'clear', sessionId: 'default', tabId: 'tab-2' });
    expect(spy).toHaveBeenCalledWith({ type: 'clear', sessionId: 'default', tabId: 'tab-1' });
  });

  it('ignores its own tab id and malformed data', () => {
    const bus = fakeBus();
    const listener = vi.fn();
    new ChatSyncChannel('tab-1', bus.factory).subscribe(listener);
    const raw = bus.factory(CHAT_SYNC_CHANNEL_NAME);
    raw.postMessage({ type: 'clear', sessionId: 'default', tabId: 'tab-1' });
    raw.postMessage({ type: 'clear', sessionId: 'default' });
    raw.postMessage('<script>');
    raw.postMessage({ type: 'message', sessionId: 'default', tabId: 'x', message: { id: 1 } });
    expect(listener).not.toHaveBeenCalled();
    raw.postMessage({ type: 'clear', sessionId: 'default', tabId: 'x' });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('passes on a sync response only to the tab it is addressed to', () => {
    const bus = fakeBus();
    const old = new ChatSyncChannel('old', bus.factory);
    const fresh = vi.fn();
    const bystander = vi.fn();
    new ChatSyncChannel('fresh', bus.factory).subscribe(fresh);
    new ChatSyncChannel('bystander', bus.factory).subscribe(bystander);
    old.post({ type: 'sync-response', sessionId: 'default', to: 'fresh', messages: [a] });
    expect(fresh).toHaveBeenCalledWith({ type: 'sync-response', sessionId: 'default', to: 'fresh', messages: [a], tabId: 'old' });
    expect(bystander).not.toHaveBeenCalled();
  });

  it('unsubscribes one listener, and close stops everything and is safe to repeat', () => {
    const bus = fakeBus();
    const sender = new ChatSyncChannel('tab-1', bus.factory);
    const receiver = new ChatSyncChannel('tab-2', bus.factory);
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = receiver.subscribe(first);
    receiver.subscribe(second);
    stopFirst();
    sender.post({ type: 'clear', sessionId: 'default' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    receiver.close();
    receiver.close();
    expect(bus.ports[1]?.closed).toBe(true);
    expect(bus.ports[1]?.listenerCount).toBe(0);
    sender.post({ type: 'clear', sessionId: 'default' });
    expect(second).toHaveBeenCalledOnce();
    expect(() => receiver.post({ type: 'clear', sessionId: 'default' })).not.toThrow();
    expect(receiver.subscribe(vi.fn())).toBeTypeOf('function');
  });

  it('does nothing where no channel can be opened', () => {
    const channel = new ChatSyncChannel('tab-1', () => null);
    expect(() => channel.post({ type: 'clear', sessionId: 'default' })).not.toThrow();
    expect(() => channel.subscribe(vi.fn())()).not.toThrow();
    expect(() => channel.close()).not.toThrow();
  });

  it('works over the real BroadcastChannel by default', async () => {
    const one = new ChatSyncChannel('tab-1');
    const two = new ChatSyncChannel('tab-2');
    const heard = new Promise<ChatSyncEvent>((resolve) => two.subscribe(resolve));
    one.post({ type: 'clear', sessionId: 'default' });
    await expect(heard).resolves.toEqual({ type: 'clear', sessionId: 'default', tabId: 'tab-1' });
    one.close();
    two.close();
  });
});

describe('createTabId', () => {
  it('makes distinct ids', () => {
    expect(createTabId()).not.toBe(createTabId());
  });
});
