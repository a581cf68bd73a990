import { execFileSync } from 'node:child_process';
import {
  BROWSER_LIVE_PATH,
  type BrowserEngineStatus,
  type BrowserTabList,
  type LiveClientMessageInput,
  type LiveServerEvent,
  type PageContent,
} from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { defaultBrowserConfig } from '../../../config.js';
import { type FixtureSite, startFixtureSite } from '../../../test/fixture-site.js';
import { buildTestApp } from '../../../test/test-app.js';
import { browserProfileDir, RESTARTED_NOTICE } from '../browser-engine.js';

/** One live-view connection with everything it received, for polling assertions. */
class Viewer {
  readonly frames: Buffer[] = [];
  readonly events: LiveServerEvent[] = [];
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => {
      if (isBinary) this.frames.push(data as Buffer);
      else this.events.push(JSON.parse(String(data)) as LiveServerEvent);
    });
  }

  static async connect(baseUrl: string, cookie: string): Promise<Viewer> {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}${BROWSER_LIVE_PATH}`, { headers: { cookie } });
    const viewer = new Viewer(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return viewer;
  }

  send(message: LiveClientMessageInput | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  close(): void {
    this.socket.close();
  }
}

/** Where the fixture page's button and input are, as fractions of a 1280×800 frame. */
const BUTTON = { x: 100 / 1280, y: 50 / 800 };
const INPUT = { x: 150 / 1280, y: 720 / 800 };

describe('live view over WebSocket', { timeout: 40_000 }, () => {
  let site: FixtureSite;
  let app: FastifyInstance;
  let baseUrl: string;
  let cookie: string;
  let dataDir: string;

  beforeAll(async () => {
    site = await startFixtureSite();
    const built = await buildTestApp({ browser: { ...defaultBrowserConfig(), idleTimeoutMs: 0 } });
    app = built.app;
    dataDir = built.config.dataDir;
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const session = await fetch(`${baseUrl}/api/session`);
    cookie = (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  });
  afterAll(async () => {
    await app.close();
    await site.close();
  });

  const api = (path: string, init?: RequestInit) =>
    fetch(`${baseUrl}${path}`, { ...init, headers: { cookie, 'content-type': 'application/json', ...init?.headers } });
  const navigate = (input: string) => api('/api/browser-engine/navigate', { method: 'POST', body: JSON.stringify({ input }) });
  const pageText = async () => ((await (await api('/api/browser-engine/content')).json()) as PageContent).text;
  const status = async () => (await (await api('/api/browser-engine/status')).json()) as BrowserEngineStatus;
  const tabList = async () => (await (await api('/api/browser-engine/tabs')).json()) as BrowserTabList;

  it('refuses viewers without a workspace session', async () => {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}${BROWSER_LIVE_PATH}`);
    const code = await new Promise<number>((resolve) =>
      socket.once('unexpected-response', (req, res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      }),
    );
    expect(code).toBe(401);
  });

  it('streams JPEG frames and tab events, and forwards clicks and typing to the page', async () => {
    const viewer = await Viewer.connect(baseUrl, cookie);
    try {
      viewer.send({ type: 'viewport', width: 1280, height: 800, deviceScaleFactor: 1 });
      expect((await navigate(`${site.url}/index.html`)).status).toBe(200);
      await expect.poll(() => viewer.frames.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(viewer.frames[0]?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      await expect
        .poll(() => viewer.events.some((e) => e.type === 'tabs' && e.tabs.some((t) => t.title === 'Nova Fixture')))
        .toBe(true);
      expect((await status()).liveViewers).toBe(1);

      const framesBefore = viewer.frames.length;
      viewer.send({ type: 'click', ...BUTTON });
      await expect.poll(pageText, { timeout: 5_000 }).toContain('Trykket 1 ganger');
      await expect.poll(() => viewer.frames.length).toBeGreaterThan(framesBefore);

      viewer.send({ type: 'dblclick', ...BUTTON });
      await expect.poll(pageText, { timeout: 5_000 }).toContain('Trykket 3 ganger');

      viewer.send({ type: 'click', ...INPUT });
      viewer.send({ type: 'keydown', key: 'Shift', modifiers: { shift: true } });
      viewer.send({ type: 'keydown', key: 'H', modifiers: { shift: true } });
      viewer.send({ type: 'keyup', key: 'H', modifiers: { shift: true } });
      viewer.send({ type: 'keyup', key: 'Shift', modifiers: {} });
      viewer.send({ type: 'keydown', key: 'i', modifiers: {} });
      viewer.send({ type: 'keyup', key: 'i', modifiers: {} });
      viewer.send({ type: 'keydown', key: 'ø', modifiers: {} });
      viewer.send({ type: 'text', text: ' og æ' });
      await expect.poll(pageText, { timeout: 5_000 }).toContain('Skrevet: Hiø og æ');
      expect(await pageText()).toContain('Taster: Shift(shift) H(shift) i');

      viewer.send({ type: 'keydown', key: 'Backspace', modifiers: {} });
      await expect.poll(pageText, { timeout: 5_000 }).toMatch(/^Skrevet: Hiø og$/m);
    } finally {
      viewer.close();
    }
    await expect.poll(async () => (await status()).liveViewers).toBe(0);
  });

  it('ignores and counts malformed messages without dropping the session', async () => {
    const viewer = await Viewer.connect(baseUrl, cookie);
    try {
      const before = (await status()).malformedMessages;
      viewer.send('not json');
      viewer.send({ type: 'click', x: 5, y: 0.5 } as unknown as LiveClientMessageInput);
      viewer.send(JSON.stringify({ type: 'teleport' }));
      viewer.socket.send(Buffer.from([1, 2, 3]));
      await expect.poll(async () => (await status()).malformedMessages).toBe(before + 4);
      expect(viewer.socket.readyState).toBe(WebSocket.OPEN);
      await navigate(`${site.url}/index.html`);
      await expect.poll(() => viewer.frames.length, { timeout: 10_000 }).toBeGreaterThan(0);
      viewer.send({ type: 'click', ...BUTTON });
      await expect.poll(pageText, { timeout: 5_000 }).toContain('Trykket 1 ganger');
    } finally {
      viewer.close();
    }
  });

  it('turns a link that opens a new window into a new active tab', async () => {
    const viewer = await Viewer.connect(baseUrl, cookie);
    try {
      await navigate(`${site.url}/popup.html`);
      await expect.poll(() => viewer.frames.length, { timeout: 10_000 }).toBeGreaterThan(0);
      const before = (await tabList()).tabs.length;
      viewer.send({ type: 'click', ...BUTTON });
      await expect
        .poll(async () => {
          const list = await tabList();
          const active = list.tabs.find((t) => t.id === list.activeTabId);
          return [list.tabs.length, active?.title];
        }, { timeout: 10_000 })
        .toEqual([before + 1, 'Nova Fixture']);
    } finally {
      viewer.close();
    }
  });

  it('tells viewers when Chromium restarted after a crash and keeps streaming', async () => {
    const viewer = await Viewer.connect(baseUrl, cookie);
    try {
      await navigate(`${site.url}/index.html`);
      await expect.poll(() => viewer.frames.length, { timeout: 10_000 }).toBeGreaterThan(0);
      const framesBeforeCrash = viewer.frames.length;
      execFileSync('pkill', ['-9', '-f', `user-data-dir=${browserProfileDir(dataDir)}`]);
      await expect
        .poll(() => viewer.events.some((e) => e.type === 'notice' && e.message === RESTARTED_NOTICE), { timeout: 15_000 })
        .toBe(true);
      await expect.poll(() => viewer.frames.length, { timeout: 10_000 }).toBeGreaterThan(framesBeforeCrash);
      expect((await status()).running).toBe(true);
    } finally {
      viewer.close();
    }
  });
});
