import fs from 'node:fs';
import path from 'node:path';
import { aiStatusSchema, aiTestResultSchema, workspaceSettingsSchema } from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { chatHarnessPerTest, newWorkspace, postMessage, STAND_IN_API_KEY, STAND_IN_MODEL } from '../../../test/ai-chat-harness.js';
import { buildTestApp } from '../../../test/test-app.js';
import { defaultBrowserConfig } from '../../../config.js';

const STORED_KEY = 'sk-workspace-secret-0123456789abcdef';

const startHarness = chatHarnessPerTest();

const getSettings = async (app: FastifyInstance, cookie: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/settings', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toContain(STORED_KEY);
  return workspaceSettingsSchema.parse(res.json());
};
const putSettings = (app: FastifyInstance, cookie: string, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie }, payload: payload as Record<string, unknown> });
const testConnection = (app: FastifyInstance, cookie: string, payload: unknown = {}) =>
  app.inject({ method: 'POST', url: '/api/settings/ai/test', headers: { cookie }, payload: payload as Record<string, unknown> });
const status = async (app: FastifyInstance, cookie: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/ai-chat/status', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toContain(STORED_KEY);
  return aiStatusSchema.parse(res.json());
};

describe('GET and PUT /api/settings: the AI provider', () => {
  it('starts from the environment and says where each value comes from', async () => {
    const { app, cookie, standIn } = await startHarness();
    const settings = await getSettings(app, cookie);
    expect(settings.ai).toEqual({
      baseUrl: null,
      model: null,
      apiKeyConfigured: true,
      apiKeySource: 'environment',
      apiKeyHint: null,
      effective: { baseUrl: standIn.baseUrl, model: STAND_IN_MODEL },
      environment: { baseUrl: standIn.baseUrl, model: STAND_IN_MODEL, apiKeyConfigured: true },
    });
    expect(JSON.stringify(settings)).not.toContain(STAND_IN_API_KEY);
    expect(await status(app, cookie)).toEqual({ configured: true, model: STAND_IN_MODEL, baseUrl: standIn.baseUrl, source: 'environment' });
  });

  it('stores a key it never answers with, uses it for the chat, and falls back to the environment once removed', async () => {
    const { app, cookie, standIn, config } = await startHarness();
    const put = await putSettings(app, cookie, { ai: { apiKey: STORED_KEY, model: 'workspace-model' } });
    expect(put.statusCode).toBe(200);
    expect(put.body).not.toContain(STORED_KEY);
    expect(workspaceSettingsSchema.parse(put.json()).ai).toMatchObject({
      model: 'workspace-model',
      apiKeyConfigured: true,
      apiKeySource: 'settings',
      apiKeyHint: '…cdef',
    });
    expect((await getSettings(app, cookie)).ai.apiKeyHint).toBe('…cdef');
    expect(await status(app, cookie)).toMatchObject({ configured: true, model: 'workspace-model', source: 'settings' });

    expect((await postMessage(app, cookie, { message: 'Hei' })).statusCode).toBe(200);
    expect(standIn.requests.at(-1)?.authorization).toBe(`Bearer ${STORED_KEY}`);
    expect(standIn.requests.at(-1)?.body.model).toBe('workspace-model');

    // At rest the key is sealed: the database file does not hold it.
    const database = fs.readdirSync(config.dataDir).filter((file) => file.startsWith('nova.sqlite'));
    for (const file of database) expect(fs.readFileSync(path.join(config.dataDir, file)).includes(STORED_KEY)).toBe(false);

    const removed = await putSettings(app, cookie, { ai: { apiKey: null, model: null } });
    expect(workspaceSettingsSchema.parse(removed.json()).ai).toMatchObject({ apiKeySource: 'environment', apiKeyHint: null, model: null });
    expect((await postMessage(app, cookie, { message: 'Igjen' })).statusCode).toBe(200);
    expect(standIn.requests.at(-1)?.authorization).toBe(`Bearer ${STAND_IN_API_KEY}`);
    expect(standIn.requests.at(-1)?.body.model).toBe(STAND_IN_MODEL);
  });

  it('keeps one workspace’s key from another', async () => {
    const { app, cookie } = await startHarness();
    await putSettings(app, cookie, { ai: { apiKey: STORED_KEY } });
    const other = await newWorkspace(app);
    expect((await getSettings(app, other)).ai).toMatchObject({ apiKeySource: 'environment', apiKeyHint: null });
  });

  it('never sends the environment’s key to an address a workspace chose', async () => {
    const { app, cookie, standIn } = await startHarness();
    const put = await putSettings(app, cookie, { ai: { baseUrl: 'http://127.0.0.1:9/v1' } });
    expect(workspaceSettingsSchema.parse(put.json()).ai).toMatchObject({ apiKeyConfigured: false, apiKeySource: null });
    expect(await status(app, cookie)).toMatchObject({ configured: false, baseUrl: 'http://127.0.0.1:9/v1', source: null });
    const before = standIn.requests.length;
    expect((await postMessage(app, cookie, { message: 'Hei' })).statusCode).toBe(503);
    expect(standIn.requests.length).toBe(before);
  });

  it('is used by speech to text, plugins and the OpenAI-compatible door too', async () => {
    const { app, cookie, standIn } = await startHarness();
    await putSettings(app, cookie, { ai: { apiKey: STORED_KEY, model: 'workspace-model' } });
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE'), Buffer.alloc(32)]);
    const speech = await app.inject({ method: 'POST', url: '/api/ai-chat/speech-to-text', headers: { cookie }, payload: { audio: wav.toString('base64') } });
    expect(speech.statusCode).toBe(200);
    expect(standIn.transcriptions.at(-1)?.authorization).toBe(`Bearer ${STORED_KEY}`);

    const plugin = await app.inject({ method: 'POST', url: '/api/plugins/complete', headers: { cookie }, payload: { prompt: 'Oppsummer' } });
    expect(plugin.statusCode).toBe(200);
    expect(standIn.requests.at(-1)?.authorization).toBe(`Bearer ${STORED_KEY}`);

    const key = (await app.inject({ method: 'POST', url: '/api/ai-chat/generate-api-key', headers: { cookie } })).json<{ apiKey: string }>().apiKey;
    const door = await app.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: { authorization: `Bearer ${key}` },
      payload: { model: 'x', messages: [{ role: 'user', content: 'Hei' }] },
    });
    expect(door.statusCode).toBe(200);
    expect(standIn.requests.at(-1)?.body.model).toBe('workspace-model');
    expect(standIn.requests.at(-1)?.authorization).toBe(`Bearer ${STORED_KEY}`);
  });

  it('refuses bad values with 400 naming the field and keeps what was stored', async () => {
    const { app, cookie } = await startHarness();
    await putSettings(app, cookie, { ai: { model: 'kept-model' } });
    const cases: Array<[unknown, string]> = [
      [{ ai: { baseUrl: 'ftp://example.com' } }, 'body.ai.baseUrl'],
      [{ ai: { model: '   ' } }, 'body.ai.model'],
      [{ ai: { apiKey: 'has a space' } }, 'body.ai.apiKey'],
      [{ browser: { searchEngine: 'https://example.com/?q=' } }, 'body.browser.searchEngine'],
      [{ browser: { blockPrivateNetwork: 'yes' } }, 'body.browser.blockPrivateNetwork'],
      [{ ai: { model: 'x', unknown: 1 } }, 'body.ai'],
    ];
    for (const [payload, field] of cases) {
      const res = await putSettings(app, cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    expect((await getSettings(app, cookie)).ai.model).toBe('kept-model');
  });
});

describe('POST /api/settings/ai/test', () => {
  it('answers the provider’s reply with the stored configuration', async () => {
    const { app, cookie, standIn } = await startHarness({ behaviour: { chunks: ['OK'] } });
    const res = await testConnection(app, cookie);
    expect(res.statusCode).toBe(200);
    const result = aiTestResultSchema.parse(res.json());
    expect(result).toMatchObject({ ok: true, reply: 'OK', model: STAND_IN_MODEL, baseUrl: standIn.baseUrl });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('tries unsaved values, a typed key included, without storing or echoing them', async () => {
    const { app, cookie, standIn } = await startHarness();
    const res = await testConnection(app, cookie, { apiKey: STORED_KEY, model: 'typed-model' });
    expect(res.body).not.toContain(STORED_KEY);
    expect(aiTestResultSchema.parse(res.json())).toMatchObject({ ok: true, model: 'typed-model' });
    expect(standIn.requests.at(-1)?.authorization).toBe(`Bearer ${STORED_KEY}`);
    expect((await getSettings(app, cookie)).ai).toMatchObject({ model: null, apiKeySource: 'environment' });
  });

  it('explains a rejected key, an unreachable host and a missing key', async () => {
    const { app, cookie, standIn } = await startHarness();
    await putSettings(app, cookie, { ai: { apiKey: STORED_KEY } });
    standIn.behave({ status: 401 });
    const rejected = await testConnection(app, cookie);
    expect(rejected.body).not.toContain(STORED_KEY);
    expect(aiTestResultSchema.parse(rejected.json())).toMatchObject({ ok: false, failure: 'rejected-key', status: 401 });
    expect(rejected.json<{ message: string }>().message).toMatch(/rejected the API key \(401\)/);

    standIn.behave({ status: 404 });
    expect(aiTestResultSchema.parse((await testConnection(app, cookie)).json())).toMatchObject({ ok: false, failure: 'provider-error', status: 404 });

    const unreachable = await testConnection(app, cookie, { baseUrl: 'http://127.0.0.1:9/v1' });
    expect(unreachable.body).not.toContain(STORED_KEY);
    const failure = aiTestResultSchema.parse(unreachable.json());
    expect(failure).toMatchObject({ ok: false, failure: 'unreachable', status: null });
    expect(failure.ok === false && failure.message).toMatch(/Could not reach 127\.0\.0\.1:9/);

    await putSettings(app, cookie, { ai: { apiKey: null } });
    const noKey = await testConnection(app, cookie, { baseUrl: 'http://127.0.0.1:9/v1' });
    expect(aiTestResultSchema.parse(noKey.json())).toMatchObject({ ok: false, failure: 'not-configured' });
  });

  it('refuses malformed values with 400', async () => {
    const { app, cookie } = await startHarness();
    const res = await testConnection(app, cookie, { baseUrl: 'not a url' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('body.baseUrl');
  });
});

describe('browser settings', () => {
  it('override the environment, server-wide, and are applied when the server starts again', async () => {
    const { app, config } = await buildTestApp();
    const cookie = await newWorkspace(app);
    const res = await putSettings(app, cookie, { browser: { searchEngine: 'https://search.example/?q={query}', blockPrivateNetwork: true } });
    expect(res.statusCode).toBe(200);
    const other = await newWorkspace(app);
    expect((await getSettings(app, other)).browser).toMatchObject({
      searchEngine: 'https://search.example/?q={query}',
      effective: { searchEngine: 'https://search.example/?q={query}', blockPrivateNetwork: true },
      blockPrivateNetworkLocked: false,
    });
    await app.close();

    const { app: again } = await buildTestApp({ dataDir: config.dataDir });
    try {
      expect((await getSettings(again, await newWorkspace(again))).browser.effective.searchEngine).toBe('https://search.example/?q={query}');
      const cleared = await putSettings(again, await newWorkspace(again), { browser: { searchEngine: null, blockPrivateNetwork: null } });
      expect(workspaceSettingsSchema.parse(cleared.json()).browser.effective).toEqual({
        searchEngine: defaultBrowserConfig().searchEngine,
        blockPrivateNetwork: false,
      });
    } finally {
      await again.close();
    }
  });

  it('cannot weaken a server configured to block private networks, nor point the AI at one', async () => {
    const { app } = await buildTestApp({ browser: { ...defaultBrowserConfig(), blockPrivateNetwork: true } });
    try {
      const cookie = await newWorkspace(app);
      const off = await putSettings(app, cookie, { browser: { blockPrivateNetwork: false } });
      expect(off.statusCode).toBe(400);
      expect(off.json<{ message: string }>().message).toContain('body.browser.blockPrivateNetwork');
      const local = await putSettings(app, cookie, { ai: { baseUrl: 'http://127.0.0.1:11434/v1' } });
      expect(local.statusCode).toBe(400);
      expect(local.json<{ message: string }>().message).toContain('body.ai.baseUrl');
      const probe = await testConnection(app, cookie, { baseUrl: 'http://10.0.0.1/v1', apiKey: STORED_KEY });
      expect(probe.statusCode).toBe(400);
      expect((await getSettings(app, cookie)).browser).toMatchObject({ blockPrivateNetworkLocked: true, effective: { blockPrivateNetwork: true } });
    } finally {
      await app.close();
    }
  });
});
