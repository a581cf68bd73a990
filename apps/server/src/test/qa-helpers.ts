import { setTimeout as sleep } from 'node:timers/promises';
import { isTerminalQaStatus, type QaRun, type QaRunStatus, qaRunSchema } from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { call } from './workflow-helpers.js';

export async function startQaRun(app: FastifyInstance, cookie: string, url: string): Promise<QaRun> {
  const res = await call(app, cookie, 'POST', '/api/qa-suite/runs', { url });
  if (res.statusCode !== 202) throw new Error(`start failed ${res.statusCode}: ${res.body}`);
  return qaRunSchema.parse(res.json());
}

export async function getQaRun(app: FastifyInstance, cookie: string, id: string): Promise<QaRun> {
  const res = await call(app, cookie, 'GET', `/api/qa-suite/runs/${id}`);
  if (res.statusCode !== 200) throw new Error(`get failed ${res.statusCode}: ${res.body}`);
  return qaRunSchema.parse(res.json());
}

/** Polls the run until it is in one of the wanted states (terminal by default); fails with its last state after timeoutMs. */
export async function waitForQaRun(
  app: FastifyInstance,
  cookie: string,
  id: string,
  done: (status: QaRunStatus) => boolean = isTerminalQaStatus,
  timeoutMs = 45_000,
): Promise<QaRun> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await getQaRun(app, cookie, id);
    if (done(run.status)) return run;
    if (Date.now() > deadline) throw new Error(`QA run ${id} still ${run.status} at ${run.step}`);
    await sleep(50);
  }
}
