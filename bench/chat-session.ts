import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { chromium } from '@playwright/test';
import Database from 'better-sqlite3';
import { chromiumArgs, chromiumExecutable } from '../e2e/support/chromium';
import { startServer } from '../e2e/support/server';
import type { BenchResult } from './types';

const MESSAGES = 10_000;
const QUERIES = (process.env.CHAT_BENCH_QUERIES ?? 'kvartal|fjord|pris 4|ingen treff her|rapport').split('|');
const SCROLL_STEPS = 60;

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const pct = (values: number[], p: number) => sorted(values)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;

/** Writes a 10,000-message default session straight into the workspace's database file. */
function seed(dataDir: string, workspaceId: string): void {
  const db = new Database(path.join(dataDir, 'nova.sqlite'));
  const start = Date.parse('2026-01-01T08:00:00Z');
  const insert = db.prepare(
    'insert into chat_messages (id, workspace_id, session_id, role, content, created_at) values (?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    db.prepare('insert into chat_sessions (workspace_id, session_id, name, created_at, updated_at) values (?, ?, ?, ?, ?)').run(
      workspaceId, 'default', 'Lang samtale', new Date(start).toISOString(), new Date(start).toISOString(),
    );
    for (let i = 0; i < MESSAGES; i++) {
      const user = i % 2 === 0;
      const content = user
        ? `Spørsmål ${i}: hva var salget i kvartal ${i % 4} for region ${i % 17}?`
        : `Svar ${i}: **Salget** økte med ${i % 9} %.\n\n- Fjord-regionen: pris ${i % 50} kr\n- Rapport nr. ${i}`;
      insert.run(randomUUID(), workspaceId, 'default', user ? 'user' : 'assistant', content, new Date(start + i * 1000).toISOString());
    }
  })();
  db.close();
}

/** A 10,000-message session in the chat panel: first render, search per query, and scroll frames. */
export async function measureChatSession(): Promise<BenchResult[]> {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const sessionRes = await fetch(`${server.url}/api/session`);
    const cookie = (sessionRes.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { workspaceId } = (await sessionRes.json()) as { workspaceId: string };
    seed(server.dataDir, workspaceId);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: server.url }]);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { firstMessageAt?: number };
      new MutationObserver((_records, observer) => {
        if (document.querySelector('[data-message-id]')) {
          w.firstMessageAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(server.url);
    await page.waitForFunction(() => (window as unknown as { firstMessageAt?: number }).firstMessageAt !== undefined, undefined, { timeout: 30_000 });
    const firstRender = await page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/ai-chat/sessions/default')) as PerformanceResourceTiming | undefined;
      return ((window as unknown as { firstMessageAt: number }).firstMessageAt ?? NaN) - (entry?.responseEnd ?? NaN);
    });

    // Search: keydown in the search box → the match counter updated.
    const panel = page.getByRole('region', { name: 'AI-chat' });
    await panel.getByRole('button', { name: 'Søk i historikken (Ctrl+F)' }).click();
    const box = panel.getByRole('searchbox', { name: 'Søk i meldinger' });
    await page.evaluate(() => {
      const w = window as unknown as { searchSamples: number[]; searchStart: number | null };
      w.searchSamples = [];
      w.searchStart = null;
      document.addEventListener('keydown', () => (w.searchStart = performance.now()), { capture: true });
      const position = document.querySelector('[data-testid="chat-search-position"]');
      if (!position) throw new Error('no search position');
      new MutationObserver(() => {
        if (w.searchStart === null) return;
        void document.body.offsetHeight;
        w.searchSamples.push(performance.now() - w.searchStart);
        w.searchStart = null;
      }).observe(position, { childList: true, characterData: true, subtree: true });
    });
    for (const query of QUERIES) {
      await box.fill('');
      await box.pressSequentially(query);
    }
    const searchSamples = await page.evaluate(() => (window as unknown as { searchSamples: number[] }).searchSamples);
    await box.press('Escape');

    // Scrolling: each scroll event → the virtual rows committed and laid out.
    const log = panel.getByRole('log');
    await page.evaluate(() => {
      const w = window as unknown as { scrollSamples: number[] };
      w.scrollSamples = [];
      const el = document.querySelector('[role="log"]');
      if (!el) throw new Error('no message list');
      el.addEventListener('scroll', () => {
        const start = performance.now();
        requestAnimationFrame(() => {
          void document.body.offsetHeight;
          w.scrollSamples.push(performance.now() - start);
        });
      });
    });
    const box2 = await log.boundingBox();
    if (!box2) throw new Error('message list not visible');
    await page.mouse.move(box2.x + box2.width / 2, box2.y + box2.height / 2);
    for (let i = 0; i < SCROLL_STEPS; i++) {
      await page.mouse.wheel(0, -700);
      await page.waitForTimeout(20);
    }
    const scrollSamples = await page.evaluate(() => (window as unknown as { scrollSamples: number[] }).scrollSamples);

    return [
      { name: `Chat with ${MESSAGES.toLocaleString('en')} messages, first render after the session arrives`, value: Math.round(firstRender), unit: 'ms', budget: 300 },
      {
        name: 'Chat search per query (p95)',
        value: Math.round(pct(searchSamples, 0.95) * 10) / 10,
        unit: 'ms',
        budget: 50,
        detail: `${searchSamples.length} keystrokes over ${QUERIES.length} queries; median ${pct(searchSamples, 0.5).toFixed(1)} ms`,
      },
      {
        name: 'Chat scrolling, scroll event to the next frame (p95)',
        value: Math.round(pct(scrollSamples, 0.95) * 10) / 10,
        unit: 'ms',
        budget: 16,
        detail: `${scrollSamples.length} scroll events; median ${pct(scrollSamples, 0.5).toFixed(1)} ms, max ${Math.max(...scrollSamples).toFixed(1)} ms`,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
