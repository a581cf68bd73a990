import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_ERROR_RETENTION, clientErrorListSchema } from '@nova/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { DATABASE_FILE } from '../../db/connection.js';
import { buildTestApp, sessionCookieFrom, testConfig } from '../../test/test-app.js';

const report = (message: string) => ({
  message,
  stack: `Error: ${message}\n    at Widget (widget.tsx:3:9)`,
  url: 'http://localhost:5000/settings',
  timestamp: '2026-11-22T10:00:00.000Z',
});

describe('client error reports', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('are stored per workspace, newest first', async () => {
    const { app } = await buildTestApp();
    close = () => app.close();
    const first = await app.inject({ method: 'POST', url: '/api/client-errors', payload: report('first') });
    expect(first.statusCode).toBe(201);
    const cookie = sessionCookieFrom(first.headers['set-cookie']);
    await app.inject({ method: 'POST', url: '/api/client-errors', payload: report('second'), headers: { cookie } });

    const list = clientErrorListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/client-errors', headers: { cookie } })).json(),
    );
    expect(list.errors.map((e) => e.message)).toEqual(['second', 'first']);
    expect(list.errors[0]).toMatchObject({ url: report('x').url, timestamp: report('x').timestamp });

    const other = await app.inject({ method: 'GET', url: '/api/client-errors' });
    expect(other.json()).toEqual({ errors: [] });
  });

  it(`keep only the newest ${CLIENT_ERROR_RETENTION} per workspace`, async () => {
    const { app } = await buildTestApp();
    close = () => app.close();
    const first = await app.inject({ method: 'POST', url: '/api/client-errors', payload: report('e0') });
    const cookie = sessionCookieFrom(first.headers['set-cookie']);
    for (let i = 1; i <= CLIENT_ERROR_RETENTION + 4; i++) {
      await app.inject({ method: 'POST', url: '/api/client-errors', payload: report(`e${i}`), headers: { cookie } });
    }
    const { errors } = (await app.inject({ method: 'GET', url: '/api/client-errors', headers: { cookie } })).json();
    expect(errors).toHaveLength(CLIENT_ERROR_RETENTION);
    expect(errors[0].message).toBe(`e${CLIENT_ERROR_RETENTION + 4}`);
    expect(errors.at(-1).message).toBe('e5');
  });

  it('written before a restart are there after it, in the real database file', async () => {
    const config = testConfig();
    const before = await buildApp(config);
    const posted = await before.inject({ method: 'POST', url: '/api/client-errors', payload: report('persisted') });
    const cookie = sessionCookieFrom(posted.headers['set-cookie']);
    await before.close();
    expect(fs.existsSync(path.join(config.dataDir, DATABASE_FILE))).toBe(true);

    const after = await buildApp(config);
    close = () => after.close();
    const res = await after.inject({ method: 'GET', url: '/api/client-errors', headers: { cookie } });
    expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual(['persisted']);
  });

  it('reject an empty message without storing anything', async () => {
    const { app } = await buildTestApp();
    close = () => app.close();
    const bad = await app.inject({ method: 'POST', url: '/api/client-errors', payload: { ...report('x'), message: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/body\.message/);
    const cookie = sessionCookieFrom(bad.headers['set-cookie']);
    const res = await app.inject({ method: 'GET', url: '/api/client-errors', headers: { cookie } });
    expect(res.json()).toEqual({ errors: [] });
  });
});
