import { chatSessionDetailSchema, chatSessionListSchema, type ChatMessage } from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { getSession, newWorkspace, postMessage, startChatHarness } from '../../test/ai-chat-harness.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function harness() {
  const started = await startChatHarness();
  closers.push(started.close);
  return { ...started, cookie: await newWorkspace(started.app) };
}

async function listSessions(app: FastifyInstance, cookie: string) {
  const res = await app.inject({ method: 'GET', url: '/api/ai-chat/sessions', headers: { cookie } });
  return chatSessionListSchema.parse(res.json()).sessions;
}

async function messagesOf(app: FastifyInstance, cookie: string, sessionId = 'default'): Promise<ChatMessage[]> {
  return chatSessionDetailSchema.parse((await getSession(app, cookie, sessionId)).json()).messages;
}

const rename = (app: FastifyInstance, cookie: string, sessionId: string, name: string) =>
  app.inject({ method: 'PATCH', url: `/api/ai-chat/sessions/${sessionId}`, headers: { cookie }, payload: { name } });

const react = (app: FastifyInstance, cookie: string, path: string, reaction: unknown) =>
  app.inject({ method: 'PUT', url: `${path}/reaction`, headers: { cookie }, payload: { reaction } });

const messagePath = (sessionId: string, messageId: string) =>
  `/api/ai-chat/sessions/${sessionId}/messages/${messageId}`;

describe('chat sessions', () => {
  it('answer the default session, empty, before the first message without creating it', async () => {
    const h = await harness();
    const res = await getSession(h.app, h.cookie);
    expect(res.statusCode).toBe(200);
    const detail = chatSessionDetailSchema.parse(res.json());
    expect(detail.messages).toEqual([]);
    expect(detail.session).toMatchObject({ sessionId: 'default', name: 'Ny samtale', messageCount: 0 });
    expect(await listSessions(h.app, h.cookie)).toEqual([]);
  });

  it('answer 404 for an unknown session and 400 for a malformed id', async () => {
    const h = await harness();
    const unknown = await getSession(h.app, h.cookie, 'finnes-ikke');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Chat session not found' }]);
    expect((await rename(h.app, h.cookie, 'finnes-ikke', 'Navn')).statusCode).toBe(404);
    const clear = await h.app.inject({
      method: 'DELETE',
      url: '/api/ai-chat/sessions/finnes-ikke/messages',
      headers: { cookie: h.cookie },
    });
    expect(clear.statusCode).toBe(404);
    const malformed = await getSession(h.app, h.cookie, 'ikke%20gyldig');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/params\.sessionId/);
  });

  it('are listed most recently changed first, with their message counts', async () => {
    const h = await harness();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
    await postMessage(h.app, h.cookie, { sessionId: 'a', message: 'Om A' });
    vi.setSystemTime(new Date('2026-11-22T10:01:00.000Z'));
    await postMessage(h.app, h.cookie, { sessionId: 'b', message: 'Om B' });
    expect((await listSessions(h.app, h.cookie)).map((s) => s.sessionId)).toEqual(['b', 'a']);

    vi.setSystemTime(new Date('2026-11-22T10:02:00.000Z'));
    await postMessage(h.app, h.cookie, { sessionId: 'a', message: 'Mer om A' });
    const sessions = await listSessions(h.app, h.cookie);
    expect(sessions).toEqual([
      {
        sessionId: 'a',
        name: 'Om A',
        createdAt: '2026-11-22T10:00:00.000Z',
        updatedAt: '2026-11-22T10:02:00.000Z',
        messageCount: 4,
      },
      {
        sessionId: 'b',
        name: 'Om B',
        createdAt: '2026-11-22T10:01:00.000Z',
        updatedAt: '2026-11-22T10:01:00.000Z',
        messageCount: 2,
      },
    ]);
  });

  it('keep the order of messages written in the same millisecond', async () => {
    const h = await harness();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
    for (const message of ['en', 'to', 'tre']) await postMessage(h.app, h.cookie, { message });
    const contents = (await messagesOf(h.app, h.cookie)).filter((m) => m.role === 'user').map((m) => m.content);
    expect(contents).toEqual(['en', 'to', 'tre']);
  });

  it('can be renamed; the name is trimmed and must be 1 to 100 characters', async () => {
    const h = await harness();
    await postMessage(h.app, h.cookie, { sessionId: 'a', message: 'Om A' });
    const res = await rename(h.app, h.cookie, 'a', '  Mitt prosjekt  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sessionId: 'a', name: 'Mitt prosjekt', messageCount: 2 });
    expect((await listSessions(h.app, h.cookie))[0]?.name).toBe('Mitt prosjekt');

    for (const name of ['   ', 'n'.repeat(101)]) {
      const bad = await rename(h.app, h.cookie, 'a', name);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/body\.name/);
    }
  });

  it('renaming the default session before its first message keeps that name', async () => {
    const h = await harness();
    expect((await rename(h.app, h.cookie, 'default', 'Hovedsamtale')).statusCode).toBe(200);
    await postMessage(h.app, h.cookie, { message: 'Hei' });
    expect((await listSessions(h.app, h.cookie)).map((s) => [s.sessionId, s.name, s.messageCount])).toEqual([
      ['default', 'Hovedsamtale', 2],
    ]);
  });
});

describe('chat messages', () => {
  it('can be deleted one at a time', async () => {
    const h = await harness();
    await postMessage(h.app, h.cookie, { message: 'Første' });
    await postMessage(h.app, h.cookie, { message: 'Andre' });
    const [first, ...rest] = await messagesOf(h.app, h.cookie);
    const path = messagePath('default', first?.id ?? '');
    const res = await h.app.inject({ method: 'DELETE', url: path, headers: { cookie: h.cookie } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await messagesOf(h.app, h.cookie)).toEqual(rest);
    expect((await listSessions(h.app, h.cookie))[0]?.messageCount).toBe(3);

    const again = await h.app.inject({ method: 'DELETE', url: path, headers: { cookie: h.cookie } });
    expect([again.statusCode, again.json()]).toEqual([404, { message: 'Chat message not found' }]);
  });

  it('can all be cleared, keeping the session', async () => {
    const h = await harness();
    await postMessage(h.app, h.cookie, { sessionId: 'a', message: 'Om A' });
    await postMessage(h.app, h.cookie, { sessionId: 'b', message: 'Om B' });
    const url = '/api/ai-chat/sessions/a/messages';
    const res = await h.app.inject({ method: 'DELETE', url, headers: { cookie: h.cookie } });
    expect(res.statusCode).toBe(204);
    expect(await messagesOf(h.app, h.cookie, 'a')).toEqual([]);
    expect(await messagesOf(h.app, h.cookie, 'b')).toHaveLength(2);
    const counts = (await listSessions(h.app, h.cookie)).map((s) => [s.sessionId, s.messageCount]);
    expect(counts).toEqual(expect.arrayContaining([['a', 0], ['b', 2]]));

    const unused = await h.app.inject({
      method: 'DELETE',
      url: '/api/ai-chat/sessions/default/messages',
      headers: { cookie: h.cookie },
    });
    expect(unused.statusCode).toBe(204);
  });

  it('take a reaction, which can be changed and removed', async () => {
    const h = await harness();
    await postMessage(h.app, h.cookie, { message: 'Hei' });
    const [, reply] = await messagesOf(h.app, h.cookie);
    const path = messagePath('default', reply?.id ?? '');

    const liked = await react(h.app, h.cookie, path, 'like');
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toEqual({ ...reply, reaction: 'like' });
    expect((await messagesOf(h.app, h.cookie))[1]?.reaction).toBe('like');

    expect((await react(h.app, h.cookie, path, 'sparkles')).json().reaction).toBe('sparkles');
    expect((await react(h.app, h.cookie, path, null)).json().reaction).toBeNull();
    expect((await messagesOf(h.app, h.cookie))[1]?.reaction).toBeNull();

    const bad = await react(h.app, h.cookie, path, 'love');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/body\.reaction/);
    expect((await react(h.app, h.cookie, messagePath('default', 'nope'), 'like')).statusCode).toBe(404);
    expect((await react(h.app, h.cookie, messagePath('other', reply?.id ?? ''), 'like')).statusCode).toBe(404);
  });
});

describe('chat data', () => {
  it('belongs to its workspace: another cookie sees and changes nothing', async () => {
    const h = await harness();
    await postMessage(h.app, h.cookie, { sessionId: 'a', message: 'Hemmelig' });
    const [question] = await messagesOf(h.app, h.cookie, 'a');
    const stranger = await newWorkspace(h.app);

    expect(await listSessions(h.app, stranger)).toEqual([]);
    expect((await getSession(h.app, stranger, 'a')).statusCode).toBe(404);
    expect(await messagesOf(h.app, stranger)).toEqual([]);
    const path = messagePath('a', question?.id ?? '');
    expect((await h.app.inject({ method: 'DELETE', url: path, headers: { cookie: stranger } })).statusCode).toBe(404);
    expect((await react(h.app, stranger, path, 'like')).statusCode).toBe(404);
    expect((await rename(h.app, stranger, 'a', 'Mitt')).statusCode).toBe(404);
    const clear = await h.app.inject({
      method: 'DELETE',
      url: '/api/ai-chat/sessions/a/messages',
      headers: { cookie: stranger },
    });
    expect(clear.statusCode).toBe(404);

    expect(await messagesOf(h.app, h.cookie, 'a')).toHaveLength(2);
    expect((await listSessions(h.app, h.cookie))[0]?.name).toBe('Hemmelig');
  });

  it('survives a restart on the same data directory', async () => {
    const h = await harness();
    await postMessage(h.app, h.cookie, { sessionId: 'a', message: 'Husk dette' });
    const sessions = await listSessions(h.app, h.cookie);
    const messages = await messagesOf(h.app, h.cookie, 'a');
    await h.app.close();

    const after = await buildApp(h.config);
    closers.push(() => after.close());
    expect(await listSessions(after, h.cookie)).toEqual(sessions);
    expect(await messagesOf(after, h.cookie, 'a')).toEqual(messages);
  });
});
