import {
  API_RATE_LIMIT_PER_HOUR,
  chatSessionDetailSchema,
  chatSessionListSchema,
  externalMessageResponseSchema,
  usageSchema,
} from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { chatHarnessPerTest, getSession, newWorkspace, postMessage } from '../../test/ai-chat-harness.js';
import { generateKey, getKeyed, manualClock, postExternal } from '../../test/external-api-helpers.js';

const harness = chatHarnessPerTest();
const HOUR_END = Date.parse('2025-03-14T11:00:00.000Z') / 1000;

/** `n` counted requests of the key, as cheap history reads. */
async function spend(app: Parameters<typeof getKeyed>[0], apiKey: string, n: number) {
  for (let i = 0; i < n; i += 1) {
    const res = await getKeyed(app, apiKey, '/api/ai-chat/history');
    if (res.statusCode !== 200) throw new Error(`request ${i + 1} answered ${res.statusCode}`);
  }
}

describe('external API rate limit (100 requests per hour per key)', () => {
  it('answers the 101st request in the hour with 429, Retry-After and a JSON message', async () => {
    const clock = manualClock();
    const h = await harness({ clock: clock.now });
    const apiKey = await generateKey(h.app, h.cookie);

    const first = await postExternal(h.app, apiKey, { message: 'Hei' });
    expect(first.headers['x-ratelimit-remaining']).toBe('99');
    expect(first.headers['x-ratelimit-reset']).toBe(String(HOUR_END));
    await spend(h.app, apiKey, API_RATE_LIMIT_PER_HOUR - 2);
    const hundredth = await postExternal(h.app, apiKey, { message: 'Hei' });
    expect(hundredth.statusCode).toBe(200);
    expect(hundredth.headers['x-ratelimit-remaining']).toBe('0');

    const over = await postExternal(h.app, apiKey, { message: 'Hei' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Rate limit exceeded: 100 requests per hour/);
    expect(over.headers['retry-after']).toBe(String(30 * 60));
    expect(over.headers['x-ratelimit-limit']).toBe('100');
    expect(over.headers['x-ratelimit-remaining']).toBe('0');
    expect(over.headers['x-ratelimit-reset']).toBe(String(HOUR_END));
    expect(h.standIn.requests).toHaveLength(2);
    expect((await getKeyed(h.app, apiKey, '/api/ai-chat/history')).statusCode).toBe(429);

    // The next clock hour is a new window.
    clock.set('2025-03-14T11:00:01.000Z');
    const later = await postExternal(h.app, apiKey, { message: 'Hei' });
    expect(later.statusCode).toBe(200);
    expect(later.headers['x-ratelimit-remaining']).toBe('99');
  });

  it('does not reset the window when the key is regenerated or revoked and made anew', async () => {
    const h = await harness({ clock: manualClock().now });
    const first = await generateKey(h.app, h.cookie);
    await spend(h.app, first, 3);
    const second = await generateKey(h.app, h.cookie);
    expect((await getKeyed(h.app, second, '/api/ai-chat/history')).headers['x-ratelimit-remaining']).toBe('96');
    await h.app.inject({ method: 'POST', url: '/api/ai-chat/revoke-api-key', headers: { 'x-api-key': second } });
    const third = await generateKey(h.app, h.cookie);
    expect((await getKeyed(h.app, third, '/api/ai-chat/history')).headers['x-ratelimit-remaining']).toBe('95');
  });

  it('lets exactly 100 of 150 concurrent requests through', async () => {
    const h = await harness({ clock: manualClock().now });
    const apiKey = await generateKey(h.app, h.cookie);
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => postExternal(h.app, apiKey, { message: `Spørsmål ${i}`, sessionId: 'last' })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    const remaining = answers.filter((res) => res.statusCode === 200).map((res) => Number(res.headers['x-ratelimit-remaining']));
    expect(new Set(remaining).size).toBe(100);
    expect(Math.min(...remaining)).toBe(0);

    const usage = usageSchema.parse((await getKeyed(h.app, apiKey, '/api/ai-chat/usage')).json());
    expect(usage).toMatchObject({ requestsToday: 100, rateLimit: { remaining: 0 } });
    expect((await getKeyed(h.app, apiKey, '/api/ai-chat/history/last')).statusCode).toBe(429);
    // Refused requests store nothing: the panel sees 100 questions and 100 replies.
    const stored = chatSessionDetailSchema.parse((await getSession(h.app, h.cookie, 'last')).json());
    expect(stored.messages).toHaveLength(200);
  }, 30_000);

  it('keeps a separate limit for each key', async () => {
    const h = await harness({ clock: manualClock().now });
    const keyA = await generateKey(h.app, h.cookie);
    const keyB = await generateKey(h.app, await newWorkspace(h.app));
    await spend(h.app, keyA, API_RATE_LIMIT_PER_HOUR);
    expect((await postExternal(h.app, keyA, { message: 'Hei' })).statusCode).toBe(429);
    const b = await postExternal(h.app, keyB, { message: 'Hei' });
    expect(b.statusCode).toBe(200);
    expect(b.headers['x-ratelimit-remaining']).toBe('99');
  });

  it('reports usage per UTC day and month without counting the usage read itself', async () => {
    const clock = manualClock('2025-03-13T23:30:00.000Z');
    const h = await harness({ clock: clock.now });
    const apiKey = await generateKey(h.app, h.cookie);
    await spend(h.app, apiKey, 3);
    clock.set('2025-03-14T10:30:00.000Z');
    await spend(h.app, apiKey, 2);
    await postExternal(h.app, apiKey, { message: '  ' });

    const res = await getKeyed(h.app, apiKey, '/api/ai-chat/usage');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-remaining']).toBe('97');
    expect(usageSchema.parse(res.json())).toEqual({
      requestsToday: 3,
      requestsThisMonth: 6,
      rateLimit: { limit: 100, remaining: 97, resetAt: '2025-03-14T11:00:00.000Z' },
    });
    const again = usageSchema.parse((await getKeyed(h.app, apiKey, '/api/ai-chat/usage')).json());
    expect(again.requestsToday).toBe(3);

    clock.set('2025-04-01T00:10:00.000Z');
    expect(usageSchema.parse((await getKeyed(h.app, apiKey, '/api/ai-chat/usage')).json())).toMatchObject({
      requestsToday: 0,
      requestsThisMonth: 0,
      rateLimit: { remaining: 100 },
    });
  });

  it('answers the workspace history: every session, and one session with its messages', async () => {
    const h = await harness({ clock: manualClock().now });
    const apiKey = await generateKey(h.app, h.cookie);
    await postMessage(h.app, h.cookie, { message: 'Fra panelet' });
    const external = externalMessageResponseSchema.parse(
      (await postExternal(h.app, apiKey, { message: 'Fra skriptet', sessionId: 'skript' })).json(),
    );
    const other = await generateKey(h.app, await newWorkspace(h.app));
    await postExternal(h.app, other, { message: 'Annet arbeidsområde', sessionId: 'fremmed' });

    const list = chatSessionListSchema.parse((await getKeyed(h.app, apiKey, '/api/ai-chat/history')).json());
    expect(list.sessions.map((s) => s.sessionId).sort()).toEqual(['default', 'skript']);
    const detail = chatSessionDetailSchema.parse((await getKeyed(h.app, apiKey, '/api/ai-chat/history/skript')).json());
    expect(detail.session).toMatchObject({ sessionId: 'skript', messageCount: 2 });
    expect(detail.messages.at(-1)).toMatchObject({ id: external.messageId, content: external.message });
    expect((await getKeyed(h.app, apiKey, '/api/ai-chat/history/fremmed')).statusCode).toBe(404);
    expect((await getKeyed(h.app, apiKey, '/api/ai-chat/history/not%20valid')).statusCode).toBe(400);
  });

  it('keeps counting across a restart on the same database', async () => {
    const clock = manualClock();
    const h = await harness({ clock: clock.now });
    const apiKey = await generateKey(h.app, h.cookie);
    await spend(h.app, apiKey, 60);
    await h.app.close();

    const restarted = await buildApp(h.config, { clock: clock.now });
    try {
      const usage = usageSchema.parse((await getKeyed(restarted, apiKey, '/api/ai-chat/usage')).json());
      expect(usage).toMatchObject({ requestsToday: 60, requestsThisMonth: 60, rateLimit: { remaining: 40 } });
      await spend(restarted, apiKey, 40);
      const over = await getKeyed(restarted, apiKey, '/api/ai-chat/history');
      expect(over.statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });
});
