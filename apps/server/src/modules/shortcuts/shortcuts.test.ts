import { DEFAULT_USER_ID, type ShortcutCustomization, shortcutListSchema, shortcutUsageSchema } from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { buildTestApp, sessionCookieFrom, testConfig } from '../../test/test-app.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function startApp(): Promise<FastifyInstance> {
  const { app } = await buildTestApp();
  closers.push(() => app.close());
  return app;
}

/** A fresh workspace: the first API request mints it and its cookie. */
async function newWorkspace(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/session' });
  return sessionCookieFrom(res.headers['set-cookie']);
}

type Headers = Record<string, string>;

const getShortcuts = (app: FastifyInstance, headers: Headers) =>
  app.inject({ method: 'GET', url: '/api/shortcuts', headers });

const putShortcuts = (app: FastifyInstance, headers: Headers, shortcuts: unknown[]) =>
  app.inject({ method: 'PUT', url: '/api/shortcuts', headers, payload: { shortcuts } });

const postUsage = (app: FastifyInstance, cookie: string, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/shortcuts/usage', headers: { cookie }, payload: payload as object });

async function usageOf(app: FastifyInstance, cookie: string) {
  const res = await app.inject({ method: 'GET', url: '/api/shortcuts/usage', headers: { cookie } });
  return shortcutUsageSchema.parse(res.json()).usage;
}

const event = (shortcutId: string, action: string, timestamp = '2026-11-22T10:00:00.000Z') => ({
  shortcutId,
  action,
  timestamp,
});

// Deliberately not in DEFAULT_SHORTCUTS order, to show the answer is.
const customised: ShortcutCustomization[] = [
  { id: 'search', keys: 'Ctrl+Shift+F', enabled: true },
  { id: 'save', keys: 'Ctrl+S', enabled: true },
  { id: 'play-response', keys: 'Alt+P', enabled: true },
  { id: 'ai-suggestions', keys: 'Ctrl+Space', enabled: false },
];
const inDefaultsOrder = ['ai-suggestions', 'play-response', 'save', 'search'];

describe('GET /api/shortcuts', () => {
  it('answers an empty list when nothing is stored', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const res = await getShortcuts(app, { cookie, 'user-id': DEFAULT_USER_ID });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ shortcuts: [] });
  });

  it('treats a missing user-id header as the default user', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    await putShortcuts(app, { cookie }, customised);
    const explicit = await getShortcuts(app, { cookie, 'user-id': DEFAULT_USER_ID });
    expect(explicit.json().shortcuts.map((s: ShortcutCustomization) => s.id)).toEqual(inDefaultsOrder);
    const implicit = await getShortcuts(app, { cookie });
    expect(implicit.json()).toEqual(explicit.json());
  });

  it.each([
    ['empty', '', /headers\.user-id: must not be empty/],
    ['longer than 100 characters', 'u'.repeat(101), /headers\.user-id: must be at most 100 characters/],
  ])('rejects a user-id header that is %s', async (_label, userId, message) => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const get = await getShortcuts(app, { cookie, 'user-id': userId });
    expect(get.statusCode).toBe(400);
    expect(get.json().message).toMatch(message);
    const put = await putShortcuts(app, { cookie, 'user-id': userId }, customised);
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toMatch(message);
    expect((await getShortcuts(app, { cookie })).json()).toEqual({ shortcuts: [] });
  });

  it('accepts a user-id of exactly 100 characters', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const res = await getShortcuts(app, { cookie, 'user-id': 'u'.repeat(100) });
    expect(res.statusCode).toBe(200);
  });
});

describe('PUT /api/shortcuts', () => {
  it('stores the list and answers it, like GET, in DEFAULT_SHORTCUTS order', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const headers = { cookie, 'user-id': DEFAULT_USER_ID };
    const put = await putShortcuts(app, headers, customised);
    expect(put.statusCode).toBe(200);
    const answered = shortcutListSchema.parse(put.json());
    expect(answered.shortcuts.map((s) => s.id)).toEqual(inDefaultsOrder);
    expect(answered.shortcuts).toEqual(expect.arrayContaining(customised));

    const get = await getShortcuts(app, headers);
    expect(get.json()).toEqual(put.json());
  });

  it('replaces the whole list: an id left out is gone', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    await putShortcuts(app, { cookie }, customised);
    const put = await putShortcuts(app, { cookie }, [{ id: 'help', keys: 'F2', enabled: true }]);
    expect(put.json()).toEqual({ shortcuts: [{ id: 'help', keys: 'F2', enabled: true }] });
    expect((await getShortcuts(app, { cookie })).json()).toEqual(put.json());

    const cleared = await putShortcuts(app, { cookie }, []);
    expect(cleared.json()).toEqual({ shortcuts: [] });
    expect((await getShortcuts(app, { cookie })).json()).toEqual({ shortcuts: [] });
  });

  it('keeps data apart per workspace cookie and per user-id header', async () => {
    const app = await startApp();
    const first = await newWorkspace(app);
    const second = await newWorkspace(app);
    await putShortcuts(app, { cookie: first }, customised);
    await putShortcuts(app, { cookie: first, 'user-id': 'someone-else' }, [{ id: 'help', keys: 'F2', enabled: true }]);

    expect((await getShortcuts(app, { cookie: second })).json()).toEqual({ shortcuts: [] });
    expect((await getShortcuts(app, { cookie: second, 'user-id': 'someone-else' })).json()).toEqual({ shortcuts: [] });
    expect((await getShortcuts(app, { cookie: first, 'user-id': 'someone-else' })).json()).toEqual({
      shortcuts: [{ id: 'help', keys: 'F2', enabled: true }],
    });
    expect((await getShortcuts(app, { cookie: first })).json().shortcuts).toHaveLength(customised.length);
  });

  it('allows non-customizable shortcuts when they keep their default binding', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const put = await putShortcuts(app, { cookie }, [
      { id: 'undo', keys: 'Ctrl+Z', enabled: true },
      { id: 'redo', keys: 'Ctrl+Shift+Z', enabled: true },
    ]);
    expect(put.statusCode).toBe(200);
    expect(put.json().shortcuts).toHaveLength(2);
  });

  it('allows the same keys twice when at most one of them is enabled', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const put = await putShortcuts(app, { cookie }, [
      { id: 'play-response', keys: 'Ctrl+S', enabled: true },
      { id: 'save', keys: 'Ctrl+S', enabled: false },
    ]);
    expect(put.statusCode).toBe(200);
  });

  const rejected: Array<[string, unknown[], RegExp | string]> = [
    [
      'an unknown shortcut id',
      [{ id: 'launch-rocket', keys: 'Ctrl+L', enabled: true }],
      /body\.shortcuts\.1\.id: Unknown shortcut id/,
    ],
    ['malformed keys', [{ id: 'help', keys: 'Shift+Ctrl+H', enabled: true }], /body\.shortcuts\.1\.keys: Keys must be/],
    ['keys with spaces', [{ id: 'help', keys: 'Ctrl+ H', enabled: true }], /body\.shortcuts\.1\.keys/],
    ['a missing enabled flag', [{ id: 'help', keys: 'F2' }], /body\.shortcuts\.1\.enabled/],
    [
      'a duplicate id',
      [
        { id: 'help', keys: 'F2', enabled: true },
        { id: 'help', keys: 'F3', enabled: true },
      ],
      'Duplicate shortcut id: help',
    ],
    [
      'two enabled entries with the same keys',
      [
        { id: 'play-response', keys: 'Ctrl+S', enabled: true },
        { id: 'save', keys: 'Ctrl+S', enabled: true },
      ],
      'This key combination is already in use: Ctrl+S',
    ],
    [
      'enabling save while play-response keeps its default Ctrl+S (clients send only their changes)',
      [{ id: 'save', keys: 'Ctrl+S', enabled: true }],
      'This key combination is already in use: Ctrl+S',
    ],
    [
      'rebinding onto the default keys of a shortcut left out of the body',
      [{ id: 'refactor', keys: 'Ctrl+G', enabled: true }],
      'This key combination is already in use: Ctrl+G',
    ],
    [
      'the same keys differing only in letter case',
      [
        { id: 'search', keys: 'Ctrl+F', enabled: true },
        { id: 'help', keys: 'Ctrl+f', enabled: true },
      ],
      'This key combination is already in use: Ctrl+f',
    ],
    [
      'new keys for a non-customizable shortcut',
      [{ id: 'undo', keys: 'Ctrl+U', enabled: true }],
      'Shortcut undo cannot be customized',
    ],
    [
      'disabling a non-customizable shortcut',
      [{ id: 'redo', keys: 'Ctrl+Shift+Z', enabled: false }],
      'Shortcut redo cannot be customized',
    ],
  ];

  it.each(rejected)('rejects %s with 400 and writes nothing', async (_label, shortcuts, message) => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const before = await putShortcuts(app, { cookie }, customised);
    expect(before.statusCode).toBe(200);

    // A valid entry rides along at index 0 to show that it is not written either.
    const valid = { id: 'command-palette', keys: 'Ctrl+Shift+P', enabled: true };
    const res = await putShortcuts(app, { cookie }, [valid, ...shortcuts]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    if (typeof message === 'string') {
      expect(body).toEqual({ message });
    } else {
      expect(body.message).toMatch(message);
    }
    expect((await getShortcuts(app, { cookie })).json()).toEqual(before.json());
  });

  it('rejects a body without a shortcuts list and malformed JSON', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const missing = await app.inject({ method: 'PUT', url: '/api/shortcuts', headers: { cookie }, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/body\.shortcuts/);
    const malformed = await app.inject({
      method: 'PUT',
      url: '/api/shortcuts',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"shortcuts": [',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^Malformed JSON in request body/);
  });
});

describe('shortcut usage', () => {
  it('counts each use per shortcut and action', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    for (let i = 1; i <= 3; i++) {
      const res = await postUsage(app, cookie, event('command-palette', 'open', `2026-11-22T10:00:0${i}.000Z`));
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ shortcutId: 'command-palette', action: 'open', count: i });
    }
    const other = await postUsage(app, cookie, event('command-palette', 'close'));
    expect(other.json()).toEqual({ shortcutId: 'command-palette', action: 'close', count: 1 });

    expect(await usageOf(app, cookie)).toEqual([
      { shortcutId: 'command-palette', action: 'open', count: 3, lastUsedAt: '2026-11-22T10:00:03.000Z' },
      { shortcutId: 'command-palette', action: 'close', count: 1, lastUsedAt: '2026-11-22T10:00:00.000Z' },
    ]);
  });

  it('loses no increment under concurrent requests', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postUsage(app, cookie, event('send-chat', 'send'))),
    );
    expect(responses.every((r) => r.statusCode === 202)).toBe(true);
    expect(responses.map((r) => r.json().count).sort((a: number, b: number) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect((await usageOf(app, cookie))[0]?.count).toBe(20);
  });

  it('keeps lastUsedAt at the latest event when events arrive out of order', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    await postUsage(app, cookie, event('help', 'open', '2026-11-22T10:05:00Z'));
    await postUsage(app, cookie, event('help', 'open', '2026-11-22T10:00:00.000Z'));
    expect(await usageOf(app, cookie)).toEqual([
      { shortcutId: 'help', action: 'open', count: 2, lastUsedAt: '2026-11-22T10:05:00.000Z' },
    ]);
  });

  it('lists the most used first and keeps workspaces apart', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const uses: Array<[string, string, number]> = [
      ['help', 'open', 1],
      ['go-ide', 'navigate', 4],
      ['search', 'open', 2],
    ];
    for (const [shortcutId, action, times] of uses) {
      for (let i = 0; i < times; i++) await postUsage(app, cookie, event(shortcutId, action));
    }
    const usage = await usageOf(app, cookie);
    expect(usage.map((u) => [u.shortcutId, u.count])).toEqual([
      ['go-ide', 4],
      ['search', 2],
      ['help', 1],
    ]);

    const other = await newWorkspace(app);
    expect(await usageOf(app, other)).toEqual([]);
  });

  it('survives a restart on the same data directory', async () => {
    const config = testConfig();
    const before = await buildApp(config);
    const cookie = await newWorkspace(before);
    await postUsage(before, cookie, event('go-dashboard', 'navigate'));
    await postUsage(before, cookie, event('go-dashboard', 'navigate'));
    await before.close();

    const after = await buildApp(config);
    closers.push(() => after.close());
    const next = await postUsage(after, cookie, event('go-dashboard', 'navigate'));
    expect(next.json().count).toBe(3);
    expect(await usageOf(after, cookie)).toEqual([
      { shortcutId: 'go-dashboard', action: 'navigate', count: 3, lastUsedAt: '2026-11-22T10:00:00.000Z' },
    ]);
  });

  it('customisations survive a restart too', async () => {
    const config = testConfig();
    const before = await buildApp(config);
    const cookie = await newWorkspace(before);
    const put = await putShortcuts(before, { cookie }, customised);
    await before.close();

    const after = await buildApp(config);
    closers.push(() => after.close());
    expect((await getShortcuts(after, { cookie })).json()).toEqual(put.json());
  });

  it.each([
    ['an unknown shortcut id', event('launch-rocket', 'open'), /body\.shortcutId: Unknown shortcut id/],
    ['a missing action', { shortcutId: 'help', timestamp: '2026-11-22T10:00:00.000Z' }, /body\.action/],
    ['an empty action', event('help', ''), /body\.action/],
    ['a non-ISO timestamp', event('help', 'open', '22.11.2026 10:00'), /body\.timestamp/],
  ])('rejects %s with 400 and counts nothing', async (_label, payload, message) => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const res = await postUsage(app, cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await usageOf(app, cookie)).toEqual([]);
  });

  it('rejects malformed JSON with 400', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/shortcuts/usage',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"shortcutId": "help",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Malformed JSON in request body/);
    expect(await usageOf(app, cookie)).toEqual([]);
  });
});
