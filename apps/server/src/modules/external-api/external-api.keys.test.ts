import {
  API_KEY_PREFIX,
  apiKeyStatusSchema,
  chatSessionDetailSchema,
  externalMessageResponseSchema,
  generateApiKeyResponseSchema,
} from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { chatHarnessPerTest, getSession, newWorkspace } from '../../test/ai-chat-harness.js';
import { generateKey, postExternal } from '../../test/external-api-helpers.js';
import { DEFAULT_REPLY_CHUNKS } from '../../test/openai-stand-in.js';
import { SESSION_REQUIRED_MESSAGE } from '../workspace-session/workspace-session.plugin.js';
import { INVALID_KEY_MESSAGE, MISSING_KEY_MESSAGE } from './api-key-gate.js';

const harness = chatHarnessPerTest();
const REPLY = DEFAULT_REPLY_CHUNKS.join('');

describe('API key management', () => {
  it('refuses to generate a key without a workspace session, and mints no workspace', async () => {
    const h = await harness();
    for (const headers of [{}, { cookie: 'nova_session=forged' }]) {
      const res = await h.app.inject({ method: 'POST', url: '/api/ai-chat/generate-api-key', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: SESSION_REQUIRED_MESSAGE });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('shows the key once, keeps only its prefix readable, and opens the external API', async () => {
    const h = await harness();
    const before = await h.app.inject({ method: 'GET', url: '/api/ai-chat/api-key', headers: { cookie: h.cookie } });
    expect(before.json()).toEqual({ active: false, prefix: null, createdAt: null });

    const generated = await h.app.inject({
      method: 'POST',
      url: '/api/ai-chat/generate-api-key',
      headers: { cookie: h.cookie },
    });
    expect(generated.statusCode).toBe(200);
    const { apiKey, prefix } = generateApiKeyResponseSchema.parse(generated.json());
    expect(apiKey.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(apiKey.length).toBeGreaterThanOrEqual(API_KEY_PREFIX.length + 43);
    expect(apiKey.startsWith(prefix)).toBe(true);

    const status = apiKeyStatusSchema.parse(
      (await h.app.inject({ method: 'GET', url: '/api/ai-chat/api-key', headers: { cookie: h.cookie } })).json(),
    );
    expect(status).toMatchObject({ active: true, prefix });
    expect(JSON.stringify(status)).not.toContain(apiKey);

    const res = await postExternal(h.app, apiKey, { message: 'Hei fra et skript', sessionId: 'skript' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-ratelimit-limit']).toBe('100');
    expect(res.headers['x-ratelimit-remaining']).toBe('99');
    expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000);
    const body = externalMessageResponseSchema.parse(res.json());
    expect(body).toMatchObject({ message: REPLY, sessionId: 'skript' });

    // Stored like a panel chat, in the key's workspace.
    const stored = chatSessionDetailSchema.parse((await getSession(h.app, h.cookie, 'skript')).json());
    expect(stored.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Hei fra et skript'],
      ['assistant', REPLY],
    ]);
    expect(stored.messages[1]).toMatchObject({ id: body.messageId, timestamp: body.timestamp });
    expect(h.standIn.requests[0]?.body.messages[0]?.role).toBe('system');
  });

  it('defaults to the default session', async () => {
    const h = await harness();
    const apiKey = await generateKey(h.app, h.cookie);
    const res = await postExternal(h.app, apiKey, { message: 'Hei' });
    expect(externalMessageResponseSchema.parse(res.json()).sessionId).toBe('default');
  });

  it('replaces the old key when a new one is generated', async () => {
    const h = await harness();
    const first = await generateKey(h.app, h.cookie);
    const second = await generateKey(h.app, h.cookie);
    expect(second).not.toBe(first);
    expect((await postExternal(h.app, first, { message: 'Hei' })).statusCode).toBe(401);
    expect((await postExternal(h.app, second, { message: 'Hei' })).statusCode).toBe(200);
  });

  it('refuses a missing, unknown or revoked key with 401 JSON', async () => {
    const h = await harness();
    const missing = await postExternal(h.app, null, { message: 'Hei' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ message: MISSING_KEY_MESSAGE });
    expect(missing.headers['set-cookie']).toBeUndefined();
    expect(missing.headers['x-ratelimit-limit']).toBeUndefined();

    const unknown = await postExternal(h.app, `${API_KEY_PREFIX}${'A'.repeat(43)}`, { message: 'Hei' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: INVALID_KEY_MESSAGE });

    const apiKey = await generateKey(h.app, h.cookie);
    const revoked = await h.app.inject({
      method: 'POST',
      url: '/api/ai-chat/revoke-api-key',
      headers: { 'x-api-key': apiKey },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ active: false, prefix: null, createdAt: null });
    expect(revoked.headers['set-cookie']).toBeUndefined();

    for (const url of ['/api/ai-chat/history', '/api/ai-chat/usage', '/api/ai-chat/history/default']) {
      const res = await h.app.inject({ method: 'GET', url, headers: { 'x-api-key': apiKey } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: INVALID_KEY_MESSAGE });
    }
    expect((await postExternal(h.app, apiKey, { message: 'Hei' })).statusCode).toBe(401);
    const again = await h.app.inject({ method: 'POST', url: '/api/ai-chat/revoke-api-key', headers: { 'x-api-key': apiKey } });
    expect(again.statusCode).toBe(401);
    const status = await h.app.inject({ method: 'GET', url: '/api/ai-chat/api-key', headers: { cookie: h.cookie } });
    expect(status.json()).toMatchObject({ active: false });
  });

  it('lets the workspace revoke its key with the session cookie', async () => {
    const h = await harness();
    const apiKey = await generateKey(h.app, h.cookie);
    const res = await h.app.inject({ method: 'DELETE', url: '/api/ai-chat/api-key', headers: { cookie: h.cookie } });
    expect(res.json()).toEqual({ active: false, prefix: null, createdAt: null });
    expect((await postExternal(h.app, apiKey, { message: 'Hei' })).statusCode).toBe(401);
  });

  it('checks the key before the body and answers chat errors as JSON', async () => {
    const h = await harness();
    const apiKey = await generateKey(h.app, h.cookie);
    expect((await postExternal(h.app, null, { sessionId: 'bad id!' })).statusCode).toBe(401);
    const invalid = await postExternal(h.app, apiKey, { sessionId: 'bad id!', message: 'Hei' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^Invalid request: body.sessionId/);
    expect(invalid.headers['x-ratelimit-remaining']).toBe('99');
    const empty = await postExternal(h.app, apiKey, { message: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Message must not be empty' });
    const long = await postExternal(h.app, apiKey, { message: 'x'.repeat(16_001) });
    expect(long.statusCode).toBe(413);

    h.standIn.behave({ status: 401 });
    const rejected = await postExternal(h.app, apiKey, { message: 'Hei' });
    expect(rejected.statusCode).toBe(502);
    expect(rejected.json()).toEqual({ message: 'The AI provider rejected the API key' });
    h.standIn.behave({ status: 500 });
    expect((await postExternal(h.app, apiKey, { message: 'Hei' })).statusCode).toBe(502);
  });

  it('answers 503 when no provider is configured', async () => {
    const h = await harness({ ai: { apiKey: null } });
    const apiKey = await generateKey(h.app, await newWorkspace(h.app));
    const res = await postExternal(h.app, apiKey, { message: 'Hei' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'AI service is not configured: set OPENAI_API_KEY or store a key under Settings' });
  });
});
