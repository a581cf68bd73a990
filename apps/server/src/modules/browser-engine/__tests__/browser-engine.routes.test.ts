import { execFileSync } from 'node:child_process';
import type { BrowserTab, BrowserTabList } from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserConfig } from '../../../config.js';
import { closedPort, testBrowserConfig } from '../../../test/engine-helpers.js';
import { ARTICLE_TITLE, FIXTURE_TITLE, type FixtureSite, startFixtureSite } from '../../../test/fixture-site.js';
import { buildTestApp } from '../../../test/test-app.js';
import { browserProfileDir } from '../browser-engine.js';
import { PRIVATE_NETWORK_MESSAGE } from '../private-network.js';

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(async () => {
  await site.close();
});

async function engineApp(browser: Partial<BrowserConfig> = {}) {
  return buildTestApp({ browser: testBrowserConfig({ searchEngine: `${site.url}/search?q={query}`, ...browser }) });
}

async function navigate(app: FastifyInstance, input: string, tabId?: string) {
  return app.inject({ method: 'POST', url: '/api/browser-engine/navigate', payload: tabId ? { input, tabId } : { input } });
}

async function tabs(app: FastifyInstance): Promise<BrowserTabList> {
  return (await app.inject({ method: 'GET', url: '/api/browser-engine/tabs' })).json();
}

describe('browser engine against real Chromium', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    const built = await engineApp();
    app = built.app;
    dataDir = built.config.dataDir;
  });
  afterAll(async () => {
    await app.close();
  });

  it('does not start Chromium until it is used, and reports an empty context meanwhile', async () => {
    const status = await app.inject({ method: 'GET', url: '/api/browser-engine/status' });
    expect(status.json()).toMatchObject({ available: true, running: false, liveViewers: 0 });
    const context = await app.inject({ method: 'GET', url: '/api/browser-engine/context' });
    expect(context.json()).toEqual({ url: '', title: '', selectedText: '' });
    expect((await app.inject({ method: 'GET', url: '/api/browser-engine/content' })).statusCode).toBe(404);
  });

  it('navigates to a page and reports its title, icon and context', async () => {
    const res = await navigate(app, `${site.url}/index.html`);
    expect(res.statusCode).toBe(200);
    const tab = res.json<BrowserTab>();
    expect(tab).toMatchObject({ url: `${site.url}/index.html`, title: FIXTURE_TITLE, loading: false, error: null, favicon: `${site.url}/icon.svg` });
    const list = await tabs(app);
    expect(list.activeTabId).toBe(tab.id);
    const context = await app.inject({ method: 'GET', url: '/api/browser-engine/context' });
    expect(context.json()).toEqual({ url: `${site.url}/index.html`, title: FIXTURE_TITLE, selectedText: '' });
  });

  it('reads the selection the page made', async () => {
    await navigate(app, `${site.url}/index.html?select=1`);
    const context = await app.inject({ method: 'GET', url: '/api/browser-engine/context' });
    expect(context.json().selectedText).toBe('Nova leser sider sammen med deg');
  });

  it('turns text that is not a URL into a search with the configured engine', async () => {
    const tab = (await navigate(app, 'bier og honning')).json<BrowserTab>();
    expect(tab.url).toBe(`${site.url}/search?q=bier%20og%20honning`);
    expect(tab.title).toBe('Søk: bier%20og%20honning');
  });

  it('goes back and forward through the history', async () => {
    const first = (await navigate(app, `${site.url}/index.html`)).json<BrowserTab>();
    await navigate(app, `${site.url}/article.html`);
    const back = await app.inject({ method: 'POST', url: `/api/browser-engine/tabs/${first.id}/back` });
    expect(back.json()).toMatchObject({ url: `${site.url}/index.html`, canGoForward: true });
    const forward = await app.inject({ method: 'POST', url: `/api/browser-engine/tabs/${first.id}/forward` });
    expect(forward.json()).toMatchObject({ url: `${site.url}/article.html`, canGoBack: true });
    const reload = await app.inject({ method: 'POST', url: `/api/browser-engine/tabs/${first.id}/reload` });
    expect(reload.statusCode).toBe(200);
    const bad = await app.inject({ method: 'POST', url: `/api/browser-engine/tabs/${first.id}/sideways` });
    expect(bad.statusCode).toBe(400);
  });

  it('extracts an article without the boilerplate around it', async () => {
    await navigate(app, `${site.url}/article.html?repeat=3`);
    const res = await app.inject({ method: 'GET', url: '/api/browser-engine/content' });
    expect(res.statusCode).toBe(200);
    const content = res.json();
    expect(content.title).toContain(ARTICLE_TITLE);
    expect(content.url).toBe(`${site.url}/article.html?repeat=3`);
    expect(content.text).toContain('Bier samler nektar fra blomster');
    expect(content.text).toContain('Del 3: Fra blomst til kube');
    for (const boilerplate of ['Kontakt redaksjonen', 'ANNONSE', 'Alle rettigheter reservert']) {
      expect(content.text).not.toContain(boilerplate);
      expect(content.markdown).not.toContain(boilerplate);
    }
    expect(content.markdown).toMatch(/^## Del 1: Fra blomst til kube$/m);
    expect(content.markdown).toMatch(/^-\s+Nektar samles$/m);
    expect(content.excerpt.length).toBeGreaterThan(20);
    expect(content.wordCount).toBeGreaterThan(200);
    expect(content.truncated).toBe(false);
  });

  it('opens, switches and closes tabs, and refuses an eleventh', async () => {
    const opened = await app.inject({ method: 'POST', url: '/api/browser-engine/tabs', payload: { url: `${site.url}/index.html` } });
    expect(opened.statusCode).toBe(201);
    const tab = opened.json<BrowserTab>();
    expect(tab.title).toBe(FIXTURE_TITLE);
    expect((await tabs(app)).activeTabId).toBe(tab.id);

    const others = (await tabs(app)).tabs.filter((t) => t.id !== tab.id);
    const activated = await app.inject({ method: 'POST', url: `/api/browser-engine/tabs/${others[0]?.id}/activate` });
    expect(activated.statusCode).toBe(200);
    expect((await tabs(app)).activeTabId).toBe(others[0]?.id);

    const closed = await app.inject({ method: 'DELETE', url: `/api/browser-engine/tabs/${tab.id}` });
    expect(closed.statusCode).toBe(204);
    expect((await tabs(app)).tabs.map((t) => t.id)).not.toContain(tab.id);
    const again = await app.inject({ method: 'DELETE', url: `/api/browser-engine/tabs/${tab.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/Fanen finnes ikke/);

    while ((await tabs(app)).tabs.length < 10) {
      expect((await app.inject({ method: 'POST', url: '/api/browser-engine/tabs', payload: {} })).statusCode).toBe(201);
    }
    const eleventh = await app.inject({ method: 'POST', url: '/api/browser-engine/tabs', payload: {} });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('Du kan ha høyst 10 faner åpne. Lukk en fane først.');
    for (const extra of (await tabs(app)).tabs.slice(2)) {
      await app.inject({ method: 'DELETE', url: `/api/browser-engine/tabs/${extra.id}` });
    }
  });

  it.each([
    ['file:///etc/passwd', 'file:'],
    ['chrome://settings', 'chrome:'],
    ['javascript:alert(1)', 'javascript:'],
    ['data:text/html,<h1>x</h1>', 'data:'],
  ])('refuses %s with a clear message', async (input, scheme) => {
    const res = await navigate(app, input);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Adresser med «${scheme}» kan ikke åpnes. Bare http, https og about:blank er tillatt.`);
    const tab = await app.inject({ method: 'POST', url: '/api/browser-engine/tabs', payload: { url: input } });
    expect(tab.statusCode).toBe(400);
  });

  it('answers empty input and unknown tabs with readable errors', async () => {
    const empty = await navigate(app, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Skriv inn en adresse eller et søk/);
    const unknown = await navigate(app, site.url, 'no-such-tab');
    expect(unknown.statusCode).toBe(404);
  });

  it('recovers after Chromium is killed: the next call starts it again', async () => {
    await navigate(app, `${site.url}/index.html`);
    execFileSync('pkill', ['-9', '-f', `user-data-dir=${browserProfileDir(dataDir)}`]);
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/browser-engine/status' })).json().running, { timeout: 10_000 })
      .toBe(false);
    const res = await navigate(app, `${site.url}/article.html`);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toContain(ARTICLE_TITLE);
    const list = await tabs(app);
    // The tab that was open before the crash is restored beside the new navigation.
    expect(list.tabs.length).toBeGreaterThanOrEqual(1);
    expect((await app.inject({ method: 'GET', url: '/api/browser-engine/status' })).json().running).toBe(true);
  });
});

describe('browser engine options', { timeout: 30_000 }, () => {
  it('shows a browser-style error page when a page does not answer in time', async () => {
    const { app } = await engineApp({ navigationTimeoutMs: 1_000 });
    try {
      const res = await navigate(app, `${site.url}/slow`);
      expect(res.statusCode).toBe(200);
      const tab = res.json<BrowserTab>();
      expect(tab).toMatchObject({ url: `${site.url}/slow`, title: 'Siden er ikke tilgjengelig', loading: false });
      expect(tab.error).toBe('Siden svarte ikke i tide (ventet 1 s).');
      const unreachable = (await navigate(app, `http://127.0.0.1:${await closedPort()}/`)).json<BrowserTab>();
      expect(unreachable.error).toBe('Serveren nektet tilkoblingen.');
      const recovered = (await navigate(app, `${site.url}/index.html`)).json<BrowserTab>();
      expect(recovered).toMatchObject({ error: null, title: FIXTURE_TITLE });
    } finally {
      await app.close();
    }
  });

  it('keeps cookies in the profile under DATA_DIR across server restarts', async () => {
    const first = await engineApp();
    await navigate(first.app, `${site.url}/cookie?set=1`);
    await first.app.close();
    const second = await buildTestApp({ dataDir: first.config.dataDir, browser: { ...first.config.browser } });
    try {
      const tab = (await navigate(second.app, `${site.url}/cookie`)).json<BrowserTab>();
      expect(tab.title).toBe('Cookies: nova-login=ja');
    } finally {
      await second.app.close();
    }
  });

  it('closes an idle browser and reopens its tabs on next use', async () => {
    const { app } = await engineApp({ idleTimeoutMs: 500 });
    try {
      await navigate(app, `${site.url}/article.html`);
      await expect
        .poll(async () => (await app.inject({ method: 'GET', url: '/api/browser-engine/status' })).json().running, { timeout: 10_000 })
        .toBe(false);
      expect((await tabs(app)).tabs).toEqual([]);
      const opened = await app.inject({ method: 'POST', url: '/api/browser-engine/tabs', payload: { url: `${site.url}/index.html` } });
      expect(opened.statusCode).toBe(201);
      await expect
        .poll(async () => (await tabs(app)).tabs.map((t) => t.url).sort())
        .toEqual([`${site.url}/article.html`, `${site.url}/index.html`]);
    } finally {
      await app.close();
    }
  });

  it('cuts long content to the configured size but counts every word', async () => {
    const { app } = await engineApp({ contentMaxChars: 1000 });
    try {
      await navigate(app, `${site.url}/article.html?repeat=20`);
      const content = (await app.inject({ method: 'GET', url: '/api/browser-engine/content' })).json();
      expect(content.truncated).toBe(true);
      expect(content.text.length).toBe(1000);
      expect(content.markdown.length).toBeLessThanOrEqual(1000);
      expect(content.markdown).toMatch(/^## Del 1: Fra blomst til kube/);
      expect(content.markdown).not.toContain('Del 3:');
      expect(content.wordCount).toBeGreaterThan(2000);
    } finally {
      await app.close();
    }
  });

  it('refuses private and loopback addresses when BROWSER_BLOCK_PRIVATE_NETWORK is on', async () => {
    const { app } = await engineApp({ blockPrivateNetwork: true });
    try {
      for (const input of [`${site.url}/index.html`, 'http://localhost:8080/', 'http://192.168.1.1/', 'http://[::1]/']) {
        const res = await navigate(app, input);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(PRIVATE_NETWORK_MESSAGE);
      }
    } finally {
      await app.close();
    }
  });

  it('explains how to install Chromium when it is missing, and everything else still works', async () => {
    const { app } = await engineApp({ executablePath: '/nonexistent/chromium' });
    try {
      const status = (await app.inject({ method: 'GET', url: '/api/browser-engine/status' })).json();
      expect(status).toMatchObject({ available: false, running: false, executablePath: '/nonexistent/chromium' });
      expect(status.message).toMatch(/apt-get install -y chromium.*CHROMIUM_PATH/);
      const res = await navigate(app, 'https://example.com');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(status.message);
      expect((await app.inject({ method: 'GET', url: '/api/browser-engine/context' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json().status).toBe('ok');
    } finally {
      await app.close();
    }
  });
});
