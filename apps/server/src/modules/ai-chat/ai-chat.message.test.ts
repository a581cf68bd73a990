import {
  CHAT_HISTORY_LIMIT,
  CHAT_MESSAGE_MAX_CHARS,
  CHAT_PAGE_CONTENT_MAX_CHARS,
  chatSessionDetailSchema,
  sendMessageResponseSchema,
} from '@nova/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getSession,
  newWorkspace,
  postMessage,
  STAND_IN_API_KEY,
  STAND_IN_MODEL,
  chatHarnessPerTest,
} from '../../test/ai-chat-harness.js';
import { DEFAULT_REPLY_CHUNKS } from '../../test/openai-stand-in.js';
import { buildTestApp } from '../../test/test-app.js';
import type { PageContentSource } from './page-content.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const harness = chatHarnessPerTest();

async function storedMessages(h: Awaited<ReturnType<typeof harness>>, sessionId = 'default') {
  const res = await getSession(h.app, h.cookie, sessionId);
  return chatSessionDetailSchema.parse(res.json()).messages;
}

const REPLY = DEFAULT_REPLY_CHUNKS.join('');
const PAGE_URL = 'https://example.com/artikkel';

describe('POST /api/ai-chat/message', () => {
  it('stores the question and the reply and answers both', async () => {
    const h = await harness();
    const res = await postMessage(h.app, h.cookie, { message: 'Hva er Nova Workspace?' });
    expect(res.statusCode).toBe(200);
    const { userMessage, message } = sendMessageResponseSchema.parse(res.json());
    expect(userMessage).toMatchObject({ sessionId: 'default', role: 'user', content: 'Hva er Nova Workspace?' });
    expect(message).toMatchObject({ sessionId: 'default', role: 'assistant', content: REPLY, reaction: null });
    expect(await storedMessages(h)).toEqual([userMessage, message]);

    expect(h.standIn.requests).toHaveLength(1);
    const upstream = h.standIn.requests[0];
    expect(upstream?.authorization).toBe(`Bearer ${STAND_IN_API_KEY}`);
    expect(upstream?.body.model).toBe(STAND_IN_MODEL);
    expect(upstream?.body.stream).toBeFalsy();
    expect(upstream?.body.messages[0]?.role).toBe('system');
    expect(upstream?.body.messages[0]?.content).toMatch(/Nova Workspace.*norsk/s);
    expect(upstream?.body.messages.at(-1)).toEqual({ role: 'user', content: 'Hva er Nova Workspace?' });
  });

  it('sends the session history and, for the active page, its content upstream', async () => {
    const text = `${'A'.repeat(CHAT_PAGE_CONTENT_MAX_CHARS)}TAIL`;
    const pageContent: PageContentSource = { getActivePage: async () => ({ url: PAGE_URL, title: 'Artikkel', text }) };
    const h = await harness({ pageContent });
    await postMessage(h.app, h.cookie, { message: 'Første' });
    await postMessage(h.app, h.cookie, { message: 'Andre' });
    const context = { url: PAGE_URL, pageTitle: 'Artikkel', selectedText: 'markert avsnitt' };
    const res = await postMessage(h.app, h.cookie, { message: 'Oppsummer siden', context });
    expect(res.statusCode).toBe(200);

    const messages = h.standIn.requests[2]?.body.messages ?? [];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user', 'assistant', 'user']);
    expect(messages.slice(1, 5).map((m) => m.content)).toEqual(['Første', REPLY, 'Andre', REPLY]);
    const question = messages.at(-1)?.content ?? '';
    expect(question).toContain(`URL: ${PAGE_URL}`);
    expect(question).toContain('Sidetittel: Artikkel');
    expect(question).toContain('markert avsnitt');
    expect(question).toContain('A'.repeat(CHAT_PAGE_CONTENT_MAX_CHARS));
    expect(question).toMatch(/avkortet/);
    expect(question).not.toContain('TAIL');
    expect(question).toMatch(/Oppsummer siden$/);

    // Stored as asked, with its context, without the page text.
    const stored = sendMessageResponseSchema.parse(res.json()).userMessage;
    expect(stored.content).toBe('Oppsummer siden');
    expect(stored.context).toEqual({ url: PAGE_URL, pageTitle: 'Artikkel' });

    await postMessage(h.app, h.cookie, { message: 'Og denne?', context: { url: 'https://example.com/annen' } });
    const other = h.standIn.requests[3]?.body.messages.at(-1)?.content ?? '';
    expect(other).toContain('URL: https://example.com/annen');
    expect(other).not.toContain('AAAA');
  });

  it(`sends only the last ${CHAT_HISTORY_LIMIT} messages of the session`, async () => {
    const h = await harness();
    const questions = CHAT_HISTORY_LIMIT / 2 + 1;
    for (let i = 0; i < questions; i++) await postMessage(h.app, h.cookie, { message: `Spørsmål ${i}` });
    await postMessage(h.app, h.cookie, { message: 'Siste' });

    const messages = h.standIn.requests.at(-1)?.body.messages ?? [];
    expect(messages).toHaveLength(CHAT_HISTORY_LIMIT + 2);
    expect(messages[1]).toEqual({ role: 'user', content: 'Spørsmål 1' });
    expect(messages.at(-2)).toEqual({ role: 'assistant', content: REPLY });
  });

  it('keeps sessions apart: history comes from the named session only', async () => {
    const h = await harness();
    await postMessage(h.app, h.cookie, { message: 'I standard' });
    await postMessage(h.app, h.cookie, { sessionId: 'prosjekt-1', message: 'I prosjektet' });
    const messages = h.standIn.requests[1]?.body.messages ?? [];
    expect(messages.map((m) => m.content).slice(1)).toEqual(['I prosjektet']);
    expect((await storedMessages(h, 'prosjekt-1')).map((m) => m.content)).toEqual(['I prosjektet', REPLY]);
  });

  it('answers 503 without an API key and stores nothing', async () => {
    const { app } = await buildTestApp();
    closers.push(() => app.close());
    const cookie = await newWorkspace(app);
    const res = await postMessage(app, cookie, { message: 'Hei' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'AI service is not configured: set OPENAI_API_KEY or store a key under Settings' });
    const sessions = await app.inject({ method: 'GET', url: '/api/ai-chat/sessions', headers: { cookie } });
    expect(sessions.json()).toEqual({ sessions: [] });
  });

  it.each([401, 403])('answers 401 when the provider answers %i, keeping the question', async (status) => {
    const h = await harness({ behaviour: { status } });
    const res = await postMessage(h.app, h.cookie, { message: 'Hei' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'The AI provider rejected the API key' });
    expect((await storedMessages(h)).map((m) => [m.role, m.content])).toEqual([['user', 'Hei']]);
  });

  it('answers 502 with a message when the provider fails, keeping the question', async () => {
    const h = await harness({ behaviour: { status: 500 } });
    const res = await postMessage(h.app, h.cookie, { message: 'Hei' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/^AI provider error: 500 /);
    expect((await storedMessages(h)).map((m) => [m.role, m.content])).toEqual([['user', 'Hei']]);
  });

  it('answers 502 when the provider is unreachable or too slow', async () => {
    const h = await harness({ behaviour: { delayMs: 1_000 }, ai: { timeoutMs: 150 } });
    const slow = await postMessage(h.app, h.cookie, { message: 'Hei' });
    expect(slow.statusCode).toBe(502);
    expect(slow.json()).toEqual({ message: 'AI provider error: no answer within 150 ms' });

    const gone = await harness({ ai: { baseUrl: 'http://127.0.0.1:9/v1' } });
    const unreachable = await postMessage(gone.app, gone.cookie, { message: 'Hei' });
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json().message).toMatch(/^AI provider error: could not reach the provider/);
  });

  it.each([
    ['an empty', ''],
    ['a whitespace-only', '  \n\t '],
  ])('rejects %s message with 400 and stores nothing', async (_label, message) => {
    const h = await harness();
    const res = await postMessage(h.app, h.cookie, { message });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Message must not be empty' });
    expect(h.standIn.requests).toHaveLength(0);
    expect(await storedMessages(h)).toEqual([]);
  });

  it(`rejects a message over ${CHAT_MESSAGE_MAX_CHARS} characters with 413, accepts one of exactly that`, async () => {
    const h = await harness();
    const long = await postMessage(h.app, h.cookie, { message: 'x'.repeat(CHAT_MESSAGE_MAX_CHARS + 1) });
    expect(long.statusCode).toBe(413);
    expect(long.json()).toEqual({ message: 'Message is longer than 16000 characters' });
    expect(h.standIn.requests).toHaveLength(0);
    const limit = await postMessage(h.app, h.cookie, { message: 'x'.repeat(CHAT_MESSAGE_MAX_CHARS) });
    expect(limit.statusCode).toBe(200);
  });

  it('rejects a missing message or a bad session id with 400 naming the field', async () => {
    const h = await harness();
    const missing = await postMessage(h.app, h.cookie, { sessionId: 'default' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^Invalid request: body\.message/);
    const badId = await postMessage(h.app, h.cookie, { sessionId: 'not ok!', message: 'Hei' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/body\.sessionId/);
  });

  it('names a new session after its first question, on one line and at most 60 characters', async () => {
    const h = await harness();
    const question = `  Hvordan\n\nfungerer   ${'veldig '.repeat(20)}`;
    await postMessage(h.app, h.cookie, { sessionId: 'ny', message: question });
    await postMessage(h.app, h.cookie, { sessionId: 'ny', message: 'Et annet spørsmål' });
    const { session } = chatSessionDetailSchema.parse((await getSession(h.app, h.cookie, 'ny')).json());
    expect(session.name).toBe('Hvordan fungerer veldig veldig veldig veldig veldig veldig v');
    expect(session.name).toHaveLength(60);
    expect(session.messageCount).toBe(4);
  });
});
