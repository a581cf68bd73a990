import { setTimeout as sleep } from 'node:timers/promises';
import {
  isTerminalRunStatus,
  type Workflow,
  type WorkflowInput,
  type WorkflowRun,
  type WorkflowRunStatus,
  workflowRunSchema,
  workflowSchema,
} from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { sessionCookieFrom } from './test-app.js';

export async function newWorkspace(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/session' });
  return sessionCookieFrom(res.headers['set-cookie']);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (app: FastifyInstance, cookie: string, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

export async function createWorkflow(app: FastifyInstance, cookie: string, input: WorkflowInput): Promise<Workflow> {
  const res = await call(app, cookie, 'POST', '/api/watched-workflows', input);
  if (res.statusCode !== 201) throw new Error(`create failed ${res.statusCode}: ${res.body}`);
  return workflowSchema.parse(res.json());
}

export async function startRun(
  app: FastifyInstance,
  cookie: string,
  workflowId: string,
  parameters: Record<string, unknown> = {},
): Promise<WorkflowRun> {
  const res = await call(app, cookie, 'POST', '/api/watched-workflows/execute', {
    workflowId,
    triggerType: 'manual',
    triggeredBy: 'test',
    parameters,
  });
  if (res.statusCode !== 201) throw new Error(`execute failed ${res.statusCode}: ${res.body}`);
  return workflowRunSchema.parse(res.json());
}

export async function getRun(app: FastifyInstance, cookie: string, runId: string): Promise<WorkflowRun> {
  const res = await call(app, cookie, 'GET', `/api/workflows/runs/${runId}`);
  if (res.statusCode !== 200) throw new Error(`run failed ${res.statusCode}: ${res.body}`);
  return workflowRunSchema.parse(res.json());
}

/** Polls the run until the predicate holds; fails with the last state after timeoutMs. */
export async function waitForRun(
  app: FastifyInstance,
  cookie: string,
  runId: string,
  until: (run: WorkflowRun) => boolean,
  timeoutMs = 20_000,
): Promise<WorkflowRun> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await getRun(app, cookie, runId);
    if (until(run)) return run;
    if (Date.now() > deadline) throw new Error(`run ${runId} never got there: ${JSON.stringify(run)}`);
    await sleep(20);
  }
}

export const finished = (app: FastifyInstance, cookie: string, runId: string, timeoutMs?: number) =>
  waitForRun(app, cookie, runId, (run) => isTerminalRunStatus(run.status), timeoutMs);

export const reached = (app: FastifyInstance, cookie: string, runId: string, status: WorkflowRunStatus) =>
  waitForRun(app, cookie, runId, (run) => run.status === status);
