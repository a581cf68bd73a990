import { voiceHistorySchema } from '@nova/shared';
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

const log = (command: string, success: boolean, as = cookie) =>
  app.inject({
    method: 'POST',
    url: '/api/voice/command',
    headers: { cookie: as },
    payload: { command, action: 'navigate', params: { path: '/settings' }, timestamp: new Date().toISOString(), success },
  });
const history = (query = '', as = cookie) => app.inject({ method: 'GET', url: `/api/voice/history${query}`, headers: { cookie: as } });

describe('GET /api/voice/history', () => {
  it('lists the logged executions newest first, per workspace, with their outcome', async () => {
    expect(voiceHistorySchema.parse((await history()).json()).entries).toEqual([]);
    await log('nav-settings', true);
    await log('nav-profile', false);
    await log('nav-home', true);
    const res = await history();
    expect(res.statusCode).toBe(200);
    const { entries } = voiceHistorySchema.parse(res.json());
    expect(entries.map((e) => [e.commandId, e.success])).toEqual([
      ['nav-home', true],
      ['nav-profile', false],
      ['nav-settings', true],
    ]);
    expect(entries[0]).toMatchObject({ action: 'navigate', params: { path: '/settings' } });

    const limited = voiceHistorySchema.parse((await history('?limit=2')).json());
    expect(limited.entries.map((e) => e.commandId)).toEqual(['nav-home', 'nav-profile']);

    const other = await newWorkspace(app);
    expect(voiceHistorySchema.parse((await history('', other)).json()).entries).toEqual([]);
  });

  it('refuses a limit outside 1–100 with 400 naming the field', async () => {
    for (const limit of ['0', '101', 'many']) {
      const res = await history(`?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().message).toMatch(/querystring\.limit/);
    }
  });
});
