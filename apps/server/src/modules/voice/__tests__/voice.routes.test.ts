import {
  DEFAULT_VOICE_SETTINGS,
  VOICE_LOG_RETENTION,
  voiceCommandListSchema,
  voiceProfileSchema,
  trainVoiceCommandResponseSchema,
} from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newWorkspace } from '../../../test/ai-chat-harness.js';
import { buildTestApp } from '../../../test/test-app.js';

let app: FastifyInstance;
let cookie: string;

beforeEach(async () => {
  ({ app } = await buildTestApp());
  cookie = await newWorkspace(app);
});
afterEach(async () => {
  await app.close();
});

const profile = async (as = cookie) => {
  const res = await app.inject({ method: 'GET', url: '/api/voice/profile', headers: { cookie: as } });
  expect(res.statusCode).toBe(200);
  return voiceProfileSchema.parse(res.json());
};
const train = (command: unknown, as = cookie) =>
  app.inject({ method: 'POST', url: '/api/voice/train', headers: { cookie: as }, payload: { command } });
const log = (body: Record<string, unknown>, as = cookie) =>
  app.inject({ method: 'POST', url: '/api/voice/command', headers: { cookie: as }, payload: body });
const listCommands = async (as = cookie) => {
  const res = await app.inject({ method: 'GET', url: '/api/voice/commands', headers: { cookie: as } });
  expect(res.statusCode).toBe(200);
  return voiceCommandListSchema.parse(res.json()).commands;
};

describe('GET /api/voice/profile', () => {
  it('starts with the default settings, empty stats and a 100 % success rate', async () => {
    expect(await profile()).toEqual({
      settings: DEFAULT_VOICE_SETTINGS,
      stats: { totalCommands: 0, successfulCommands: 0, recentSuccessRate: 100, lastCommandAt: null, topActions: [] },
      customCommandCount: 0,
    });
  });
});

describe('POST /api/voice/command', () => {
  it('feeds the profile statistics: totals, success rate over the last 20, top actions, last use', async () => {
    const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString();
    for (let i = 0; i < 25; i++) {
      const res = await log({ command: 'nav-settings', action: 'navigate', params: { path: '/settings' }, timestamp: at(i), success: i % 5 !== 0 });
      expect(res.statusCode).toBe(202);
    }
    expect((await log({ command: 'chat-clear', action: 'chat-clear', timestamp: at(30) })).statusCode).toBe(202);
    const { stats } = await profile();
    // 26 logged; failures at i = 0, 5, 10, 15, 20.
    expect(stats.totalCommands).toBe(26);
    expect(stats.successfulCommands).toBe(21);
    // Last 20: i = 6..24 (19 entries, failures at 10, 15, 20) and the clear → 17 of 20.
    expect(stats.recentSuccessRate).toBe(85);
    expect(stats.lastCommandAt).toBe(at(30));
    expect(stats.topActions).toEqual([
      { action: 'navigate', count: 25 },
      { action: 'chat-clear', count: 1 },
    ]);
  });

  it('keeps statistics per workspace', async () => {
    await log({ command: 'help', action: 'help', timestamp: new Date().toISOString() });
    const other = await newWorkspace(app);
    expect((await profile(other)).stats.totalCommands).toBe(0);
    expect((await profile()).stats.totalCommands).toBe(1);
  });

  it('keeps only the newest log rows but counts every execution', async () => {
    const timestamp = new Date().toISOString();
    for (let i = 0; i < VOICE_LOG_RETENTION + 5; i++) await log({ command: 'help', action: 'help', timestamp });
    const { stats } = await profile();
    expect(stats.totalCommands).toBe(VOICE_LOG_RETENTION + 5);
    expect(stats.topActions).toEqual([{ action: 'help', count: VOICE_LOG_RETENTION }]);
  });

  it.each([
    [{ action: 'help', timestamp: '2025-01-01T00:00:00Z' }, /body\.command/],
    [{ command: 'x', action: 'teleport', timestamp: '2025-01-01T00:00:00Z' }, /body\.action/],
    [{ command: 'x', action: 'help', timestamp: 'yesterday' }, /body\.timestamp/],
    [{ command: 'x', action: 'help', timestamp: '2025-01-01T00:00:00Z', params: { colour: 'red' } }, /body\.params/],
  ])('rejects %j with 400 naming the field', async (body, message) => {
    const res = await log(body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });
});

describe('POST /api/voice/train', () => {
  it('stores a custom command that GET /api/voice/commands lists and the profile counts', async () => {
    const res = await train({ phrase: ['Open Reports', 'show reports'], aliases: ['reports'], action: 'navigate', params: { path: '/outreach' } });
    expect(res.statusCode).toBe(201);
    const { command } = trainVoiceCommandResponseSchema.parse(res.json());
    expect(command).toMatchObject({
      phrase: ['open reports', 'show reports'],
      aliases: ['reports'],
      action: 'navigate',
      category: 'navigation',
      params: { path: '/outreach' },
      description: 'Custom: open reports',
      requiresConfirmation: false,
    });
    expect(command.id).toMatch(/^custom-/);
    expect(await listCommands()).toEqual([command]);
    expect((await profile()).customCommandCount).toBe(1);
    expect(await listCommands(await newWorkspace(app))).toEqual([]);
  });

  it.each([
    [{ phrase: [], action: 'help' }, 'body.command.phrase: needs at least one phrase'],
    [{ phrase: 'a', action: 'help' }, 'body.command.phrase.0: must have at least 2 letters'],
    [{ phrase: 'beam me up', action: 'teleport' }, 'body.command.action'],
    [{ phrase: 'go to reports', action: 'navigate' }, 'body.command.params.path: navigate needs params.path or params.target'],
    [{ phrase: 'look up cats', action: 'search' }, 'body.command.params.query: search needs params.query'],
    [{ phrase: 'hello there', aliases: ['Hello there!'], action: 'help' }, 'body.command.aliases.0: "hello there" is listed twice'],
    [{ phrase: 'x'.repeat(101), action: 'help' }, 'body.command.phrase.0: must be at most 100 characters'],
  ])('rejects %j with a readable 400', async (command, message) => {
    const res = await train(command);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
    expect(await listCommands()).toEqual([]);
  });

  it('rejects a missing command object', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/voice/train', headers: { cookie }, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/body\.command/);
  });

  it('refuses phrases a built-in or another custom command already uses (409)', async () => {
    const builtIn = await train({ phrase: 'Go to settings!', action: 'help' });
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json<{ message: string }>().message).toBe('The phrase "go to settings" is already used by the built-in command "Go to settings"');

    expect((await train({ phrase: 'make it so', action: 'workflow-run', description: 'Engage' })).statusCode).toBe(201);
    const clash = await train({ phrase: 'engage', aliases: ['make it so'], action: 'workflow-run' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<{ message: string }>().message).toBe('The phrase "make it so" is already used by the custom command "Engage"');
    expect(await listCommands()).toHaveLength(1);
  });

  it('two concurrent requests for the same phrase store it once', async () => {
    const results = await Promise.all([1, 2, 3].map(() => train({ phrase: 'launch rockets', action: 'workflow-run' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await listCommands()).toHaveLength(1);
  });

  it('DELETE /api/voice/commands/:id removes a command; an unknown id is 404', async () => {
    const { command } = trainVoiceCommandResponseSchema.parse((await train({ phrase: 'launch rockets', action: 'workflow-run' })).json());
    const del = await app.inject({ method: 'DELETE', url: `/api/voice/commands/${command.id}`, headers: { cookie } });
    expect(del.statusCode).toBe(204);
    expect(await listCommands()).toEqual([]);
    const again = await app.inject({ method: 'DELETE', url: `/api/voice/commands/${command.id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
  });
});

describe('PUT /api/voice/settings', () => {
  it('changes the given settings, keeps the rest and normalises the wake word', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/voice/settings',
      headers: { cookie },
      payload: { wakeWordRequired: false, wakeWord: ' Jarvis ', language: 'nb-NO' },
    });
    expect(res.statusCode).toBe(200);
    expect(voiceProfileSchema.parse(res.json()).settings).toEqual({ ...DEFAULT_VOICE_SETTINGS, wakeWordRequired: false, wakeWord: 'jarvis', language: 'nb-NO' });
    expect((await profile()).settings.wakeWord).toBe('jarvis');
  });

  it.each([
    [{ language: 'xx-XX' }, /body\.language/],
    [{ wakeWord: 'hey there' }, /body\.wakeWord: must be one word/],
    [{ continuous: 'yes' }, /body\.continuous/],
  ])('rejects %j', async (payload, message) => {
    const res = await app.inject({ method: 'PUT', url: '/api/voice/settings', headers: { cookie }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });
});
