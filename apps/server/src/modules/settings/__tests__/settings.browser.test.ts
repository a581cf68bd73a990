import type { BrowserTab } from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBrowserConfig } from '../../../config.js';
import { type FixtureSite, startFixtureSite } from '../../../test/fixture-site.js';
import { buildTestApp } from '../../../test/test-app.js';
import { newWorkspace } from '../../../test/workflow-helpers.js';
import { PRIVATE_NETWORK_MESSAGE } from '../../browser-engine/private-network.js';

let site: FixtureSite;
let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  site = await startFixtureSite();
  ({ app } = await buildTestApp({
    browser: { ...defaultBrowserConfig(), idleTimeoutMs: 0, navigationTimeoutMs: 10_000, searchEngine: `${site.url}/search?q={query}` },
  }));
  cookie = await newWorkspace(app);
});
afterAll(async () => {
  await app.close();
  await site.close();
});

const navigate = (input: string) => app.inject({ method: 'POST', url: '/api/browser-engine/navigate', headers: { cookie }, payload: { input } });
const put = (browser: Record<string, unknown>) => app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie }, payload: { browser } });

describe('browser settings on the running engine', { timeout: 30_000 }, () => {
  it('send searches to the chosen engine and block private addresses from the next request on', async () => {
    expect((await navigate('bier')).json<BrowserTab>().url).toBe(`${site.url}/search?q=bier`);

    expect((await put({ searchEngine: `${site.url}/search?from=settings&q={query}` })).statusCode).toBe(200);
    expect((await navigate('honning')).json<BrowserTab>().url).toBe(`${site.url}/search?from=settings&q=honning`);

    expect((await put({ blockPrivateNetwork: true })).statusCode).toBe(200);
    const blocked = await navigate(`${site.url}/index.html`);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json<{ message: string }>().message).toBe(PRIVATE_NETWORK_MESSAGE);

    expect((await put({ blockPrivateNetwork: false })).statusCode).toBe(200);
    const open = await navigate(`${site.url}/index.html`);
    expect(open.statusCode).toBe(200);
    expect(open.json<BrowserTab>().error).toBeNull();
  });
});
