import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { newWorkspace } from '../../../test/ai-chat-harness.js';
import { testConfig } from '../../../test/test-app.js';
import type { ReviewPool } from '../review-pool.js';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function fakePool(overrides: Partial<ReviewPool> = {}): ReviewPool & { warmed: number } {
  const pool = {
    warmed: 0,
    analyse: () => Promise.reject(new Error('not used')),
    autoFix: () => Promise.reject(new Error('not used')),
    async warm() {
      pool.warmed++;
      return 1;
    },
    close: async () => undefined,
    ...overrides,
  };
  return pool;
}

const reviewBody = { context: { code: 'const a = 1;', language: 'typescript' } };

describe('review worker wiring', () => {
  it('warms the review workers once the server listens, when asked to', async () => {
    const pool = fakePool();
    const app = await buildApp(testConfig(), { codeReviewPool: pool, warmCodeReview: true });
    apps.push(app);
    expect(pool.warmed).toBe(0);
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect(pool.warmed).toBe(1);
  });

  it('answers 503 when a review runs past its time limit', async () => {
    const timeout = Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
    const app = await buildApp(testConfig(), { codeReviewPool: fakePool({ analyse: () => Promise.reject(timeout) }) });
    apps.push(app);
    const cookie = await newWorkspace(app);
    const res = await app.inject({ method: 'POST', url: '/api/ai-code-review/review', headers: { cookie }, payload: reviewBody });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Code review took longer than 30 s and was stopped' });
  });

  it('answers 500 without details when the worker fails', async () => {
    const app = await buildApp(testConfig(), { codeReviewPool: fakePool({ analyse: () => Promise.reject(new Error('worker crashed')) }) });
    apps.push(app);
    const cookie = await newWorkspace(app);
    const res = await app.inject({ method: 'POST', url: '/api/ai-code-review/review', headers: { cookie }, payload: reviewBody });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
  });
});
