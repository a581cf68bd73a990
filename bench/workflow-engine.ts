import { isTerminalRunStatus, type WorkflowRun } from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/test/test-app';
import type { BenchResult } from './types';

const STEPS = 50;
const OVERHEAD_RUNS = 5;
const CONCURRENT_RUNS = 50;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const round = (value: number) => Math.round(value * 100) / 100;

async function json<T>(app: FastifyInstance, cookie: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const res = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

async function waitAll(app: FastifyInstance, cookie: string, ids: string[]): Promise<WorkflowRun[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const runs = await Promise.all(ids.map((id) => json<WorkflowRun>(app, cookie, 'GET', `/api/workflows/runs/${id}`)));
    if (runs.every((run) => isTerminalRunStatus(run.status))) return runs;
    if (Date.now() > deadline) throw new Error('runs did not finish within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The workflow engine in-process: its own time per step (a 50-step run of trivial transform steps,
 * start to finish as the run records it, over the step count) and 50 runs started at once.
 */
export async function measureWorkflowEngine(): Promise<BenchResult[]> {
  const app = await buildApp(testConfig());
  try {
    const session = await app.inject({ method: 'GET', url: '/api/session' });
    const cookie = String(session.headers['set-cookie']).split(';')[0] ?? '';
    const create = (name: string, steps: object[]) => json<{ id: string }>(app, cookie, 'POST', '/api/watched-workflows', { name, steps });
    const execute = (workflowId: string) => json<WorkflowRun>(app, cookie, 'POST', '/api/watched-workflows/execute', { workflowId });

    const long = await create(
      'Overhead',
      Array.from({ length: STEPS }, (_, i) => ({ id: `s${i}`, type: 'transform', expression: `${i} + 1` })),
    );
    const perStep: number[] = [];
    for (let i = 0; i < OVERHEAD_RUNS; i++) {
      const [run] = await waitAll(app, cookie, [(await execute(long.id)).id]);
      if (!run?.startedAt || !run.finishedAt || run.status !== 'success') throw new Error(`overhead run failed: ${JSON.stringify(run)}`);
      perStep.push((Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / STEPS);
    }

    const short = await create('Short', [
      { id: 'a', type: 'transform', expression: '{"n": 1}' },
      { id: 'wait', type: 'delay', ms: 10 },
      { id: 'b', type: 'transform', expression: 'steps.a.output.n + 1' },
    ]);
    const started = performance.now();
    const ids = (await Promise.all(Array.from({ length: CONCURRENT_RUNS }, () => execute(short.id)))).map((run) => run.id);
    const runs = await waitAll(app, cookie, ids);
    const elapsed = performance.now() - started;
    const lost = runs.filter((run) => run.status !== 'success' || run.result !== 2).length;

    return [
      {
        name: 'Workflow engine overhead per step',
        value: round(median(perStep)),
        unit: 'ms',
        budget: 5,
        detail: `median of ${OVERHEAD_RUNS} runs of ${STEPS} transform steps: ${perStep.map(round).join(', ')} ms per step`,
      },
      {
        name: `Workflow runs lost of ${CONCURRENT_RUNS} started at once`,
        value: lost,
        unit: 'runs',
        budget: 0,
        detail: `${CONCURRENT_RUNS - lost} succeeded with the right result in ${Math.round(elapsed)} ms (concurrency limit ${testConfig().workflows.maxConcurrentRuns}, the rest queued)`,
      },
    ];
  } finally {
    await app.close();
  }
}
