import {
  BACKUP_API_KEY_NOTE,
  BACKUP_FORMAT,
  backupSchema,
  chatSessionDetailSchema,
  chatSessionListSchema,
  clearDataSummarySchema,
  promptListSchema,
  restoreSummarySchema,
  shortcutListSchema,
  voiceCommandListSchema,
  voiceProfileSchema,
  workflowListSchema,
  workspaceSessionSchema,
} from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { chatHarnessPerTest, postMessage } from '../../../test/ai-chat-harness.js';
import { call, createWorkflow, finished, startRun } from '../../../test/workflow-helpers.js';

const STORED_KEY = 'sk-never-in-a-backup-0123456789';
const startHarness = chatHarnessPerTest();

const json = async <T>(app: FastifyInstance, cookie: string, url: string, parse: (value: unknown) => T): Promise<T> => {
  const res = await call(app, cookie, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return parse(res.json());
};

/** A workspace with something of every kind the backup holds. */
async function fillWorkspace(app: FastifyInstance, cookie: string) {
  expect((await postMessage(app, cookie, { message: 'Første spørsmål' })).statusCode).toBe(200);
  expect((await postMessage(app, cookie, { sessionId: 'research', message: 'Andre økt' })).statusCode).toBe(200);
  const prompt = await call(app, cookie, 'POST', '/api/prompts', { id: 'custom-backup-1', title: 'Mitt prompt', category: 'testing', content: 'Skriv tester for {{code}}', tags: ['a'] });
  expect(prompt.statusCode).toBe(201);
  expect((await call(app, cookie, 'POST', '/api/prompts/custom-backup-1/favorite')).statusCode).toBe(200);
  expect((await call(app, cookie, 'POST', '/api/prompts/cg-1/favorite')).statusCode).toBe(200);
  const workflow = await createWorkflow(app, cookie, { name: 'Vent litt', steps: [{ id: 'wait', type: 'delay', ms: 1 }] });
  expect((await call(app, cookie, 'PUT', '/api/voice/settings', { language: 'nb-NO', wakeWord: 'jarvis' })).statusCode).toBe(200);
  expect((await call(app, cookie, 'POST', '/api/voice/train', { command: { phrase: 'vis profilen min', action: 'navigate', params: { path: '/profile' } } })).statusCode).toBe(201);
  expect((await call(app, cookie, 'PUT', '/api/shortcuts', { shortcuts: [{ id: 'help', keys: 'Ctrl+H', enabled: true }] })).statusCode).toBe(200);
  expect((await call(app, cookie, 'PUT', '/api/settings', { ai: { model: 'backup-model', apiKey: STORED_KEY } })).statusCode).toBe(200);
  return { workflow };
}

async function snapshot(app: FastifyInstance, cookie: string) {
  const sessions = (await json(app, cookie, '/api/ai-chat/sessions', (v) => chatSessionListSchema.parse(v))).sessions;
  const chats = await Promise.all(
    sessions.map((s) => json(app, cookie, `/api/ai-chat/sessions/${s.sessionId}`, (v) => chatSessionDetailSchema.parse(v))),
  );
  const prompts = (await json(app, cookie, '/api/prompts', (v) => promptListSchema.parse(v))).prompts;
  return {
    chats: chats.map(({ session, messages }) => ({ session: { ...session }, messages })),
    customPrompts: prompts.filter((p) => p.isCustom),
    favorites: prompts.filter((p) => p.isFavorite).map((p) => p.id),
    workflows: (await json(app, cookie, '/api/watched-workflows', (v) => workflowListSchema.parse(v))).workflows,
    voice: (await json(app, cookie, '/api/voice/profile', (v) => voiceProfileSchema.parse(v))).settings,
    commands: (await json(app, cookie, '/api/voice/commands', (v) => voiceCommandListSchema.parse(v))).commands.map(({ phrase, action, params }) => ({ phrase, action, params })),
    shortcuts: (await json(app, cookie, '/api/shortcuts', (v) => shortcutListSchema.parse(v))).shortcuts,
  };
}

const restore = (app: FastifyInstance, cookie: string, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/settings/restore', headers: { cookie }, payload: payload as Record<string, unknown> });

describe('GET /api/settings/backup and POST /api/settings/restore', () => {
  it('round-trips a workspace into an empty data directory', async () => {
    const source = await startHarness();
    await fillWorkspace(source.app, source.cookie);
    const before = await snapshot(source.app, source.cookie);

    const res = await call(source.app, source.cookie, 'GET', '/api/settings/backup');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="nova-backup-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.body).not.toContain(STORED_KEY);
    const file = backupSchema.parse(res.json());
    expect(file).toMatchObject({ format: BACKUP_FORMAT, version: 1, note: BACKUP_API_KEY_NOTE, settings: { ai: { model: 'backup-model', baseUrl: null } } });
    expect(file.workflows.length).toBe(before.workflows.length);

    const target = await startHarness();
    expect(target.config.dataDir).not.toBe(source.config.dataDir);
    const restored = await restore(target.app, target.cookie, { ...res.json<Record<string, unknown>>(), plugins: [{ id: 'p1', name: 'P', command: '/p', prompt: 'x' }] });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restoreSummarySchema.parse(restored.json())).toEqual({
      chats: { sessions: 2, messages: 4 },
      prompts: { custom: 1, favorites: 2 },
      plugins: 0,
      workflows: { imported: before.workflows.length, alreadyPresent: 0 },
      settings: { ai: true, browser: true },
      voice: { settings: true, customCommands: 1, skippedCommands: 0 },
      shortcuts: 1,
      selectors: { imported: 0, skipped: 0 },
      profile: false,
    });
    const after = await snapshot(target.app, target.cookie);
    expect(after).toEqual(before);
    const settings = await json(target.app, target.cookie, '/api/settings', (v) => v as { ai: { model: string; apiKeySource: string } });
    expect(settings.ai).toMatchObject({ model: 'backup-model', apiKeySource: 'environment' });

    // The same file again changes nothing.
    expect((await restore(target.app, target.cookie, res.json())).statusCode).toBe(200);
    expect(await snapshot(target.app, target.cookie)).toEqual(before);
  });

  it('does not duplicate the example workflows a workspace was already given', async () => {
    const source = await startHarness();
    const examples = (await json(source.app, source.cookie, '/api/watched-workflows', (v) => workflowListSchema.parse(v))).workflows;
    const file = (await call(source.app, source.cookie, 'GET', '/api/settings/backup')).json();
    const target = await startHarness();
    await json(target.app, target.cookie, '/api/watched-workflows', (v) => workflowListSchema.parse(v));
    const summary = restoreSummarySchema.parse((await restore(target.app, target.cookie, file)).json());
    expect(summary.workflows).toEqual({ imported: 0, alreadyPresent: examples.length });
    expect((await json(target.app, target.cookie, '/api/watched-workflows', (v) => workflowListSchema.parse(v))).workflows).toHaveLength(examples.length);
  });

  it('refuses a malformed or unsupported file with 400 and changes nothing', async () => {
    const { app, cookie } = await startHarness();
    await fillWorkspace(app, cookie);
    const before = await snapshot(app, cookie);
    const valid = (await call(app, cookie, 'GET', '/api/settings/backup')).json<Record<string, unknown>>();
    const cases: Array<[unknown, RegExp]> = [
      [{ hello: 'world' }, /body\.format: Not a Nova backup/],
      [{ ...valid, version: 2 }, /Unsupported backup version 2/],
      [{ ...valid, version: '1' }, /body\.version/],
      [
        { ...valid, chats: [{ session: { sessionId: 'new-one', name: 'Ny', createdAt: 'x', updatedAt: 'x' }, messages: [{ id: 'm', role: 'robot' }] }] },
        /body\.chats\.0\.messages\.0\.role/,
      ],
      [{ ...valid, workflows: [{ id: 'w', definition: { name: 'x', steps: [] }, createdAt: 'x', updatedAt: 'x' }] }, /body\.workflows\.0\.definition\.steps/],
      [{ ...valid, shortcuts: [{ userId: 'u', shortcuts: [{ id: 'help', keys: 'Ctrl+K', enabled: true }] }] }, /body\.shortcuts\.0\.shortcuts: This key combination is already in use/],
    ];
    for (const [payload, message] of cases) {
      const res = await restore(app, cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    const malformed = await app.inject({ method: 'POST', url: '/api/settings/restore', headers: { cookie, 'content-type': 'application/json' }, payload: '{"format": ' });
    expect(malformed.statusCode).toBe(400);
    expect(await snapshot(app, cookie)).toEqual(before);
  });
});

describe('POST /api/settings/clear-data', () => {
  it('deletes the workspace’s data but keeps the workspace and its session', async () => {
    const { app, cookie } = await startHarness();
    const { workflow } = await fillWorkspace(app, cookie);
    const run = await startRun(app, cookie, workflow.id);
    await finished(app, cookie, run.id);
    const session = await json(app, cookie, '/api/session', (v) => workspaceSessionSchema.parse(v));

    expect((await call(app, cookie, 'POST', '/api/settings/clear-data', {})).statusCode).toBe(400);
    const res = await call(app, cookie, 'POST', '/api/settings/clear-data', { confirm: 'DELETE' });
    expect(res.statusCode).toBe(200);
    const summary = clearDataSummarySchema.parse(res.json());
    expect(summary).toMatchObject({ chats: 2, prompts: 1, workflowRuns: 1, voiceCommands: 1, shortcuts: 1, settings: true, qaRuns: 0, selectors: 0, profile: false });
    expect(summary.workflows).toBeGreaterThanOrEqual(1);

    expect(await json(app, cookie, '/api/session', (v) => workspaceSessionSchema.parse(v))).toEqual(session);
    const after = await snapshot(app, cookie);
    expect(after.chats.every((chat) => chat.messages.length === 0)).toBe(true);
    expect(after).toMatchObject({ customPrompts: [], favorites: [], workflows: [], commands: [], shortcuts: [] });
    expect(after.voice.language).toBe('en-US');
    const settings = await json(app, cookie, '/api/settings', (v) => v as { ai: { model: null; apiKeySource: string } });
    expect(settings.ai).toMatchObject({ model: null, apiKeySource: 'environment' });
  });
});
