import { monitorEventLoopDelay } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { BROWSER_LIVE_PATH } from '@nova/shared';
import { WebSocket } from 'ws';
import { buildApp } from '../apps/server/src/app';
import { defaultBrowserConfig } from '../apps/server/src/config';
import { articleHtml, startFixtureSite } from '../apps/server/src/test/fixture-site';
import { testConfig } from '../apps/server/src/test/test-app';
import { chromiumArgs, chromiumExecutable } from '../e2e/support/chromium';
import { startServer } from '../e2e/support/server';
import type { BenchResult } from './types';

const ARTICLE_BYTES = 600 * 1024;
const EXTRACTIONS = 5;
const CLICKS = 20;
const FIRST_FRAME_RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const round = (value: number) => Math.round(value * 10) / 10;

/** Enough article sections for a page of at least 600 KB. */
function articleRepeat(): number {
  let repeat = 100;
  while (Buffer.byteLength(articleHtml(repeat)) < ARTICLE_BYTES) repeat += 20;
  return repeat;
}

/**
 * Engine figures measured in-process, so the event-loop monitor sees the engine's own work:
 * content extraction of a 600 KB article, and click-to-changed-frame over the live WebSocket.
 */
async function measureInProcess(): Promise<BenchResult[]> {
  const site = await startFixtureSite();
  const app = await buildApp(testConfig({ browser: { ...defaultBrowserConfig(), idleTimeoutMs: 0 } }));
  const loop = monitorEventLoopDelay({ resolution: 5 });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = ((await fetch(`${base}/api/session`)).headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const api = (path: string, init?: RequestInit) => fetch(`${base}${path}`, { ...init, headers: { cookie, 'content-type': 'application/json' } });
    const navigate = (input: string) => api('/api/browser-engine/navigate', { method: 'POST', body: JSON.stringify({ input }) });

    const repeat = articleRepeat();
    await navigate(`${site.url}/article.html?repeat=${repeat}`);
    loop.enable();
    await api('/api/browser-engine/content');
    const extractions: number[] = [];
    let words = 0;
    for (let i = 0; i < EXTRACTIONS; i++) {
      const started = performance.now();
      const content = (await (await api('/api/browser-engine/content')).json()) as { wordCount: number };
      extractions.push(performance.now() - started);
      words = content.wordCount;
    }

    const socket = new WebSocket(`${base.replace('http', 'ws')}${BROWSER_LIVE_PATH}`, { headers: { cookie } });
    let lastFrame: Buffer | null = null;
    let frameWaiter: ((frame: Buffer) => void) | null = null;
    socket.on('message', (data, isBinary) => {
      if (!isBinary) return;
      const frame = data as Buffer;
      if (lastFrame && frame.equals(lastFrame)) return;
      lastFrame = frame;
      frameWaiter?.(frame);
    });
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'viewport', width: 1280, height: 800, deviceScaleFactor: 1 }));
    await navigate(`${site.url}/index.html`);
    const nextChangedFrame = () => new Promise<Buffer>((resolve) => (frameWaiter = resolve));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const clicks: number[] = [];
    for (let i = 0; i < CLICKS + 2; i++) {
      const changed = nextChangedFrame();
      const started = performance.now();
      socket.send(JSON.stringify({ type: 'click', x: 100 / 1280, y: 50 / 800, button: 'left' }));
      await changed;
      if (i >= 2) clicks.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    socket.close();
    loop.disable();
    const sortedClicks = [...clicks].sort((a, b) => a - b);
    return [
      {
        name: 'Content extraction of a 600 KB article (median)',
        value: round(median(extractions)),
        unit: 'ms',
        budget: 1000,
        detail: `${Math.round(Buffer.byteLength(articleHtml(repeat)) / 1024)} KB page, ${words} words, ${EXTRACTIONS} runs after a warm-up; max ${round(Math.max(...extractions))} ms`,
      },
      {
        name: 'Live view click to next changed frame at 1280×800 (median)',
        value: round(median(clicks)),
        unit: 'ms',
        budget: 150,
        detail: `${CLICKS} clicks over the WebSocket; p90 ${round(sortedClicks[Math.floor(CLICKS * 0.9)] ?? NaN)} ms`,
      },
      {
        name: 'Longest event-loop block during extraction and live input',
        value: round(loop.max / 1e6),
        unit: 'ms',
        budget: 50,
        detail: `event-loop delay p99 ${round(loop.percentile(99) / 1e6)} ms (monitor resolution 5 ms)`,
      },
    ];
  } finally {
    await app.close();
    await site.close();
  }
}

/** Opens /browser in Chromium against a warm engine and times navigation start to the first painted frame. */
async function measureFirstFrame(): Promise<BenchResult> {
  const site = await startFixtureSite();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const warmUp = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await warmUp.goto(`${server.url}/browser`);
    await warmUp.getByRole('textbox', { name: 'Adresse eller søk' }).fill(`${site.url}/index.html`);
    await warmUp.getByRole('textbox', { name: 'Adresse eller søk' }).press('Enter');
    await warmUp.waitForFunction(() => Number(document.querySelector('canvas')?.dataset.frames) > 0);
    await warmUp.close();
    const times: number[] = [];
    for (let i = 0; i < FIRST_FRAME_RUNS; i++) {
      const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
      await page.goto(`${server.url}/browser`, { waitUntil: 'commit' });
      await page.waitForFunction(() => Number(document.querySelector('canvas')?.dataset.frames) > 0, undefined, { polling: 'raf' });
      times.push(await page.evaluate(() => performance.now()));
      await page.close();
    }
    return {
      name: 'First live-view frame after opening /browser, warm engine (median)',
      value: round(median(times)),
      unit: 'ms',
      budget: 1000,
      detail: `navigation start to first painted frame, ${FIRST_FRAME_RUNS} runs; max ${round(Math.max(...times))} ms`,
    };
  } finally {
    await browser.close();
    await server.stop();
    await site.close();
  }
}

export async function measureBrowserEngine(): Promise<BenchResult[]> {
  return [await measureFirstFrame(), ...(await measureInProcess())];
}
