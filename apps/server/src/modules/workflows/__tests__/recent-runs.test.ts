import { workflowRunListSchema } from '@nova/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app.js';
import { call, createWorkflow, newWorkspace, startRun, waitForRun } from '../../../test/workflow-helpers.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

describe('GET /api/workflows/runs/recent', () => {
  it('lists the newest runs of every status, newest first, limited and per workspace', async () => {
    const { app } = await buildTestApp();
    closers.push(() => app.close());
    const cookie = await newWorkspace(app);
    const quick = await createWorkflow(app, cookie, { name: 'Quick', steps: [{ id: 'a', type: 'transform', expression: '1' }] });
    const slow = await createWorkflow(app, cookie, { name: 'Slow', steps: [{ id: 'wait', type: 'delay', ms: 60_000 }] });
    const first = await startRun(app, cookie, quick.id);
    await waitForRun(app, cookie, first.id, (r) => r.status === 'success');
    const second = await startRun(app, cookie, slow.id);
    await waitForRun(app, cookie, second.id, (r) => r.status === 'running');

    const res = await call(app, cookie, 'GET', '/api/workflows/runs/recent');
    expect(res.statusCode).toBe(200);
    const { runs } = workflowRunListSchema.parse(res.json());
    expect(runs.map((r) => [r.workflowName, r.status])).toEqual([
      ['Slow', 'running'],
      ['Quick', 'success'],
    ]);
    const one = workflowRunListSchema.parse((await call(app, cookie, 'GET', '/api/workflows/runs/recent?limit=1')).json());
    expect(one.runs.map((r) => r.id)).toEqual([second.id]);

    const other = await newWorkspace(app);
    expect(workflowRunListSchema.parse((await call(app, other, 'GET', '/api/workflows/runs/recent')).json()).runs).toEqual([]);
    await call(app, cookie, 'POST', `/api/workflows/runs/${second.id}/stop`, {});
  }, 30_000);

  it('refuses a limit outside 1–50 with 400 naming the field', async () => {
    const { app } = await buildTestApp();
    closers.push(() => app.close());
    const cookie = await newWorkspace(app);
    for (const limit of ['0', '51', 'x']) {
      const res = await call(app, cookie, 'GET', `/api/workflows/runs/recent?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().message).toMatch(/querystring\.limit/);
    }
  });
});
