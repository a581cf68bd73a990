import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { chatSessionDetailSchema } from '@nova/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ChatHarness,
  getSession,
  newWorkspace,
  parseEvents,
  postStream,
  chatHarnessPerTest,
} from '../../test/ai-chat-harness.js';
import { DEFAULT_REPLY_CHUNKS } from '../../test/openai-stand-in.js';
import { buildTestApp, sessionCookieFrom } from '../../test/test-app.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const harness = chatHarnessPerTest();

async function storedMessages(h: Pick<ChatHarness, 'app'>, cookie: string) {
  return chatSessionDetailSchema.parse((await getSession(h.app, cookie)).json()).messages;
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

describe('POST /api/ai-chat/message/stream', () => {
  it('sends the stored question, the reply piece by piece, then the stored reply', async () => {
    const h = await harness();
    const res = await postStream(h.app, h.cookie, { message: 'Fortell noe' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-accel-buffering']).toBe('no');

    const events = parseEvents(res.body);
    expect(events.map((e) => e.type)).toEqual(['user', ...DEFAULT_REPLY_CHUNKS.map(() => 'delta'), 'done']);
    expect(events.flatMap((e) => (e.type === 'delta' ? [e.text] : []))).toEqual(DEFAULT_REPLY_CHUNKS);
    const [first, last] = [events[0], events.at(-1)];
    if (first?.type !== 'user' || last?.type !== 'done') throw new Error('unexpected event order');
    expect(first.message).toMatchObject({ role: 'user', content: 'Fortell noe' });
    expect(last.message).toMatchObject({ role: 'assistant', content: DEFAULT_REPLY_CHUNKS.join('') });
    expect(await storedMessages(h, h.cookie)).toEqual([first.message, last.message]);
    expect(h.standIn.requests[0]?.body.stream).toBe(true);
  });

  it('answers 400, 413 and 503 as JSON before any streaming', async () => {
    const h = await harness();
    const empty = await postStream(h.app, h.cookie, { message: ' ' });
    expect([empty.statusCode, empty.json()]).toEqual([400, { message: 'Message must not be empty' }]);
    const long = await postStream(h.app, h.cookie, { message: 'x'.repeat(16_001) });
    expect([long.statusCode, long.json()]).toEqual([413, { message: 'Message is longer than 16000 characters' }]);
    expect(h.standIn.requests).toHaveLength(0);

    const { app } = await buildTestApp();
    closers.push(() => app.close());
    const cookie = await newWorkspace(app);
    const unconfigured = await postStream(app, cookie, { message: 'Hei' });
    expect(unconfigured.statusCode).toBe(503);
    expect(unconfigured.json()).toEqual({ message: 'AI service is not configured: set OPENAI_API_KEY or store a key under Settings' });
    expect(await storedMessages({ app }, cookie)).toEqual([]);
  });

  it('gives a first-time client its session cookie with the stream', async () => {
    const h = await harness();
    const res = await h.app.inject({ method: 'POST', url: '/api/ai-chat/message/stream', payload: { message: 'Hei' } });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookieFrom(res.headers['set-cookie']);
    expect((await storedMessages(h, cookie)).map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('sends an error event and keeps only the question when the provider fails mid-stream', async () => {
    const h = await harness({ behaviour: { failAfterChunks: 2 } });
    const events = parseEvents((await postStream(h.app, h.cookie, { message: 'Hei' })).body);
    expect(events.map((e) => e.type)).toEqual(['user', 'delta', 'delta', 'error']);
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      status: 502,
      message: expect.stringMatching(/^AI provider error: the reply broke off/),
    });
    expect((await storedMessages(h, h.cookie)).map((m) => m.role)).toEqual(['user']);
  });

  it('sends a 401 error event when the provider rejects the key', async () => {
    const h = await harness({ behaviour: { status: 401 } });
    const events = parseEvents((await postStream(h.app, h.cookie, { message: 'Hei' })).body);
    expect(events.map((e) => e.type)).toEqual(['user', 'error']);
    expect(events[1]).toEqual({ type: 'error', status: 401, message: 'The AI provider rejected the API key' });
  });

  it('delivers pieces as they arrive and stores the whole reply after the client disconnects', async () => {
    const chunks = ['Første ', 'andre ', 'tredje ', 'fjerde ', 'femte.'];
    const h = await harness({ behaviour: { chunks, chunkDelayMs: 80 } });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;

    const firstDelta = new Promise<string>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/ai-chat/message/stream' },
        (res) => {
          let received = '';
          res.setEncoding('utf8');
          res.on('data', (data: string) => {
            received += data;
            if (!parseEvents(received).some((e) => e.type === 'delta')) return;
            req.destroy();
            resolve(received);
          });
        },
      );
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
      req.setHeader('content-type', 'application/json');
      req.setHeader('cookie', h.cookie);
      req.end(JSON.stringify({ message: 'Skriv sakte' }));
    });

    const received = parseEvents(await firstDelta);
    expect(received[0]?.type).toBe('user');
    // Token by token: the client had a piece before the provider had finished.
    expect(h.standIn.requests[0]?.finished).toBe(false);

    await waitFor(() => h.standIn.requests[0]?.finished === true);
    await waitFor(async () => (await storedMessages(h, h.cookie)).length === 2);
    const [question, reply] = await storedMessages(h, h.cookie);
    expect(question?.content).toBe('Skriv sakte');
    expect(reply).toMatchObject({ role: 'assistant', content: chunks.join('') });
  });
});
