import { isTerminalQaStatus, type QaRun } from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { startFixtureSite } from '../apps/server/src/test/fixture-site';
import { testConfig } from '../apps/server/src/test/test-app';
import type { BenchResult } from './types';

const RUNS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function json<T>(app: FastifyInstance, cookie: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const res = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** A QA run on the faulty fixture page with real Chromium, from the 202 to the finished run, after one warm-up run that starts the browser. */
export async function measureQaSuite(): Promise<BenchResult[]> {
  const site = await startFixtureSite();
  const config = testConfig();
  const app = await buildApp({ ...config, browser: { ...config.browser, idleTimeoutMs: 0 } });
  try {
    const session = await app.inject({ method: 'GET', url: '/api/session' });
    const cookie = String(session.headers['set-cookie']).split(';')[0] ?? '';
    const durations: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const started = performance.now();
      const { id } = await json<QaRun>(app, cookie, 'POST', '/api/qa-suite/runs', { url: `${site.url}/qa/faulty.html` });
      let run: QaRun;
      for (;;) {
        run = await json<QaRun>(app, cookie, 'GET', `/api/qa-suite/runs/${id}`);
        if (isTerminalQaStatus(run.status)) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (run.status !== 'success' || run.findings.length === 0) throw new Error(`QA run failed: ${JSON.stringify(run)}`);
      if (i > 0) durations.push(performance.now() - started);
    }
    return [
      {
        name: 'QA run on the faulty fixture page',
        value: Math.round(median(durations)),
        unit: 'ms',
        budget: 10_000,
        detail: `median of ${RUNS} warm runs (navigation, 2 link checks, axe-core): ${durations.map(Math.round).join(', ')} ms`,
      },
    ];
  } finally {
    await app.close();
    await site.close();
  }
}
