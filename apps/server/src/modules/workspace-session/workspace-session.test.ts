import { workspaceSessionSchema } from '@nova/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { buildTestApp, sessionCookieFrom, testConfig } from '../../test/test-app.js';

describe('workspace session cookie', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('is issued on the first API request as an httpOnly, SameSite=Lax cookie', async () => {
    const { app } = await buildTestApp();
    close = () => app.close();
    const res = await app.inject({ method: 'GET', url: '/api/session' });
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^nova_session=[\w-]{40,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
  });

  it('keeps the same workspace for a returning cookie and issues a new one for an unknown cookie', async () => {
    const { app } = await buildTestApp();
    close = () => app.close();
    const first = await app.inject({ method: 'GET', url: '/api/session' });
    const cookie = sessionCookieFrom(first.headers['set-cookie']);
    const again = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.json()).toEqual(first.json());

    const stranger = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: 'nova_session=forged' } });
    expect(stranger.headers['set-cookie']).toBeDefined();
    expect(stranger.json().workspaceId).not.toBe(first.json().workspaceId);
  });

  it('survives a restart on the same data directory', async () => {
    const config = testConfig();
    const before = await buildApp(config);
    const first = await before.inject({ method: 'GET', url: '/api/session' });
    const cookie = sessionCookieFrom(first.headers['set-cookie']);
    const session = workspaceSessionSchema.parse(first.json());
    await before.close();

    const after = await buildApp(config);
    close = () => after.close();
    const res = await after.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(res.json()).toEqual(session);
  });
});
