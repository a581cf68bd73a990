import {
  RUN_CANCELLED_MESSAGE,
  RUN_INTERRUPTED_MESSAGE,
  WORKFLOW_ERRORS,
  type WorkflowInput,
  workflowListSchema,
  workflowRunListSchema,
  workflowRunSchema,
} from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createChatProvider } from '../../ai-chat/chat-provider.js';
import { defaultBrowserConfig, defaultWorkflowConfig, type WorkflowConfig } from '../../../config.js';
import { openDatabase } from '../../../db/connection.js';
import { ARTICLE_TITLE, type FixtureSite, startFixtureSite } from '../../../test/fixture-site.js';
import { type OpenAiStandIn, startOpenAiStandIn } from '../../../test/openai-stand-in.js';
import { buildTestApp, makeTempDir } from '../../../test/test-app.js';
import {
  call,
  createWorkflow,
  finished,
  getRun,
  newWorkspace,
  reached,
  startRun,
  waitForRun,
} from '../../../test/workflow-helpers.js';
import { HEADINGS_WORKFLOW_NAME, SUMMARIZE_WORKFLOW_NAME } from '../example-workflows.js';
import { createWorkflowsRepo } from '../workflows.repo.js';

let site: FixtureSite;
let model: OpenAiStandIn;
beforeAll(async () => {
  [site, model] = await Promise.all([startFixtureSite(), startOpenAiStandIn({ chunks: ['Kort ', 'sammendrag.'] })]);
});
afterAll(async () => {
  await Promise.all([site.close(), model.close()]);
});

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function startApp(options: { dataDir?: string; workflows?: Partial<WorkflowConfig>; clock?: () => Date } = {}) {
  const { app, config } = await buildTestApp(
    {
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      browser: { ...defaultBrowserConfig(), idleTimeoutMs: 0, navigationTimeoutMs: 10_000 },
      workflows: { ...defaultWorkflowConfig(), ...options.workflows },
    },
    {
      ...(options.clock ? { clock: options.clock } : {}),
      chatProvider: createChatProvider({
        apiKey: 'sk-test',
        baseUrl: model.baseUrl,
        model: 'stand-in',
        transcribeModel: 'whisper-1',
        timeoutMs: 10_000,
      }),
    },
  );
  closers.push(() => app.close());
  const cookie = await newWorkspace(app);
  return { app, cookie, config };
}

const delayWorkflow = (ms: number): WorkflowInput => ({
  name: `Wait ${ms}`,
  steps: [{ id: 'wait', type: 'delay', ms }],
});

const quickWorkflow: WorkflowInput = {
  name: 'Quick',
  steps: [{ id: 'value', type: 'transform', expression: '"done"' }],
};

async function listWorkflows(app: FastifyInstance, cookie: string, query = '') {
  const res = await call(app, cookie, 'GET', `/api/watched-workflows${query}`);
  expect(res.statusCode).toBe(200);
  return workflowListSchema.parse(res.json()).workflows;
}

describe('workflow definitions', () => {
  it('seeds the two examples once per workspace, and CRUD works with ?status=active', async () => {
    const { app, cookie } = await startApp();
    const seeded = await listWorkflows(app, cookie);
    expect(seeded.map((w) => w.name)).toEqual([SUMMARIZE_WORKFLOW_NAME, HEADINGS_WORKFLOW_NAME]);

    const created = await createWorkflow(app, cookie, { ...quickWorkflow, status: 'inactive', description: 'x' });
    expect(created).toMatchObject({ name: 'Quick', status: 'inactive', parameters: [] });
    expect((await listWorkflows(app, cookie, '?status=active')).map((w) => w.name)).not.toContain('Quick');

    const updated = await call(app, cookie, 'PUT', `/api/watched-workflows/${created.id}`, { ...quickWorkflow, name: 'Quicker' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Quicker', status: 'active', createdAt: created.createdAt });
    expect((await call(app, cookie, 'GET', `/api/watched-workflows/${created.id}`)).json()).toMatchObject({ name: 'Quicker' });

    const firstExample = seeded[0];
    if (!firstExample) throw new Error('no example');
    expect((await call(app, cookie, 'DELETE', `/api/watched-workflows/${firstExample.id}`)).statusCode).toBe(204);
    // Deleting an example does not bring it back.
    expect((await listWorkflows(app, cookie)).map((w) => w.name)).toEqual([HEADINGS_WORKFLOW_NAME, 'Quicker']);
    expect((await call(app, cookie, 'GET', `/api/watched-workflows/${firstExample.id}`)).statusCode).toBe(404);

    // Another workspace sees only its own.
    const other = await newWorkspace(app);
    expect((await listWorkflows(app, other)).map((w) => w.name)).toEqual([SUMMARIZE_WORKFLOW_NAME, HEADINGS_WORKFLOW_NAME]);
  });

  it('refuses invalid definitions and runs with a 400 naming the field', async () => {
    const { app, cookie } = await startApp();
    const badType = await call(app, cookie, 'POST', '/api/watched-workflows', {
      name: 'Bad',
      steps: [{ id: 'a', type: 'shell.exec', command: 'rm' }],
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toMatch(/body\.steps\.0\.type/);

    const backwards = await call(app, cookie, 'POST', '/api/watched-workflows', {
      name: 'Loop',
      steps: [
        { id: 'a', type: 'delay', ms: 1 },
        { id: 'b', type: 'condition', expression: 'true', goTo: 'a' },
      ],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/body\.steps\.1\.goTo: goTo must name a later step/);

    const duplicate = await call(app, cookie, 'POST', '/api/watched-workflows', {
      name: 'Dup',
      steps: [
        { id: 'a', type: 'delay', ms: 1 },
        { id: 'a', type: 'delay', ms: 1 },
      ],
    });
    expect(duplicate.json().message).toMatch(/body\.steps\.1\.id: Step id "a" is used twice/);

    const noName = await call(app, cookie, 'POST', '/api/watched-workflows', { name: ' ', steps: quickWorkflow.steps });
    expect(noName.json().message).toMatch(/body\.name: Name is required/);

    const [summarize] = await listWorkflows(app, cookie);
    const missing = await call(app, cookie, 'POST', '/api/watched-workflows/execute', { workflowId: summarize?.id, parameters: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Missing required parameter: url' });

    const unknown = await call(app, cookie, 'POST', '/api/watched-workflows/execute', { workflowId: 'nope' });
    expect(unknown.statusCode).toBe(404);

    const noRuns = await call(app, cookie, 'GET', `/api/workflows/runs/latest/${summarize?.id}`);
    expect(noRuns.statusCode).toBe(404);
    expect(noRuns.json()).toEqual({ message: WORKFLOW_ERRORS.noRecentRuns });

    const inactive = await createWorkflow(app, cookie, { ...quickWorkflow, status: 'inactive' });
    const refused = await call(app, cookie, 'POST', '/api/watched-workflows/execute', { workflowId: inactive.id });
    expect(refused.statusCode).toBe(409);
  });
});

describe('step types against the fixture site', { timeout: 60_000 }, () => {
  it('http.request GET and POST with templated url, headers and body; transform; condition skips', async () => {
    const { app, cookie } = await startApp();
    const workflow = await createWorkflow(app, cookie, {
      name: 'HTTP',
      parameters: [
        { name: 'q', type: 'string', required: true },
        { name: 'skip', type: 'boolean', default: false },
      ],
      steps: [
        { id: 'fetch', type: 'http.request', method: 'GET', url: `${site.url}/data.json?q={{params.q}}` },
        {
          id: 'post',
          type: 'http.request',
          method: 'POST',
          url: `${site.url}/echo`,
          headers: { 'x-token': 'tok-{{params.q}}' },
          body: '{{steps.fetch.output.body.items}}',
        },
        { id: 'check', type: 'condition', expression: 'params.skip', goTo: 'pick' },
        { id: 'broken', type: 'http.request', url: `${site.url}/missing` },
        { id: 'pick', type: 'transform', expression: '{ "expensive": steps.fetch.output.body.items[price > 100].name, "echo": steps.post.output.body }' },
      ],
    });

    const skipping = await finished(app, cookie, (await startRun(app, cookie, workflow.id, { q: 'bie', skip: 'true' })).id);
    expect(skipping.status, JSON.stringify(skipping)).toBe('success');
    expect(skipping.steps.map((s) => [s.stepId, s.status])).toEqual([
      ['fetch', 'success'],
      ['post', 'success'],
      ['check', 'success'],
      ['broken', 'skipped'],
      ['pick', 'success'],
    ]);
    expect(skipping.steps[0]?.output).toMatchObject({ status: 200, body: { query: { q: 'bie' } } });
    const result = skipping.result as { expensive: string; echo: { method: string; token: string; body: string } };
    expect(result.expensive).toBe('honning');
    expect(result.echo).toMatchObject({ method: 'POST', token: 'tok-bie' });
    expect(JSON.parse(result.echo.body)).toEqual([{ name: 'honning', price: 120 }, { name: 'voks', price: 45 }]);
    expect(JSON.parse(skipping.output ?? '')).toEqual(result);

    // Without the skip the 404 step runs and fails the run, naming the step.
    const failing = await finished(app, cookie, (await startRun(app, cookie, workflow.id, { q: 'bie' })).id);
    expect(failing.status).toBe('failed');
    expect(failing.error).toBe(`Step "broken" failed: HTTP 404 from ${site.url}/missing`);
    expect(failing.steps.at(-1)).toMatchObject({ stepId: 'broken', status: 'failed' });

    const latest = await call(app, cookie, 'GET', `/api/workflows/runs/latest/${workflow.id}`);
    expect(workflowRunSchema.parse(latest.json()).id).toBe(failing.id);
  });

  it('delay waits, and a step over its timeout fails the run', async () => {
    const { app, cookie } = await startApp();
    const waits = await createWorkflow(app, cookie, delayWorkflow(30));
    const done = await finished(app, cookie, (await startRun(app, cookie, waits.id)).id);
    expect(done).toMatchObject({ status: 'success', result: { waitedMs: 30 } });
    expect(done.steps[0]?.durationMs).toBeGreaterThanOrEqual(29);

    const slow = await createWorkflow(app, cookie, {
      name: 'Too slow',
      steps: [{ id: 'wait', type: 'delay', ms: 60_000, timeoutMs: 50 }],
    });
    const timedOut = await finished(app, cookie, (await startRun(app, cookie, slow.id)).id);
    expect(timedOut).toMatchObject({ status: 'failed', error: 'Step "wait" failed: Step timed out after 50 ms' });
  });

  it('ai.prompt sends the filled prompt to the model provider', async () => {
    const { app, cookie } = await startApp();
    const before = model.requests.length;
    const workflow = await createWorkflow(app, cookie, {
      name: 'Ask',
      parameters: [{ name: 'topic', type: 'string', required: true }],
      steps: [
        { id: 'facts', type: 'transform', expression: '{"count": 3}' },
        { id: 'ask', type: 'ai.prompt', system: 'Be brief.', prompt: 'Tell {{steps.facts.output.count}} facts about {{params.topic}}' },
      ],
    });
    const run = await finished(app, cookie, (await startRun(app, cookie, workflow.id, { topic: 'bier' })).id);
    expect(run).toMatchObject({ status: 'success', result: 'Kort sammendrag.', output: 'Kort sammendrag.' });
    expect(model.requests.slice(before).map((r) => r.body.messages)).toEqual([
      [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Tell 3 facts about bier' },
      ],
    ]);
  });

  it('browser.open and browser.extract read real pages; both seeded examples work', async () => {
    const { app, cookie } = await startApp();
    const [summarize, headings] = await listWorkflows(app, cookie);
    if (!summarize || !headings) throw new Error('examples missing');
    const articleUrl = `${site.url}/article.html`;

    const extracted = await finished(app, cookie, (await startRun(app, cookie, headings.id, { url: articleUrl })).id);
    expect(extracted.status, JSON.stringify(extracted)).toBe('success');
    const report = extracted.result as { headings: string[]; links: string[]; linkCount: number };
    expect(report.headings).toEqual([ARTICLE_TITLE, 'Del 1: Fra blomst til kube']);
    expect(report.links).toEqual([`${site.url}/`, `${site.url}/om`, `${site.url}/kontakt`, `${site.url}/index.html`]);
    expect(report.linkCount).toBe(4);

    const before = model.requests.length;
    const summarised = await finished(app, cookie, (await startRun(app, cookie, summarize.id, { url: articleUrl })).id);
    expect(summarised).toMatchObject({ status: 'success', output: 'Kort sammendrag.' });
    expect(summarised.steps[0]?.output).toMatchObject({ title: `${ARTICLE_TITLE} | Naturbloggen` });
    const prompt = model.requests[before]?.body.messages.at(-1)?.content ?? '';
    expect(prompt).toContain(`Title: ${ARTICLE_TITLE} | Naturbloggen`);
    expect(prompt).toContain('Bier samler nektar fra blomster');
    expect(prompt).not.toContain('ANNONSE');

    // The scratch pages never became tabs: only the blank page Chromium starts with is one.
    const tabs = await call(app, cookie, 'GET', '/api/browser-engine/tabs');
    expect((tabs.json() as { tabs: Array<{ url: string }> }).tabs.map((tab) => tab.url)).toEqual(['about:blank']);

    const unreachable = await finished(app, cookie, (await startRun(app, cookie, headings.id, { url: 'http://127.0.0.1:1/' })).id);
    expect(unreachable.status).toBe('failed');
    expect(unreachable.error).toMatch(/^Step "extract" failed: page.goto: net::ERR_/);
  });
});

describe('stopping, queueing and restarts', { timeout: 30_000 }, () => {
  it('a stop during a delay cancels the run, frees its slot, and the run stays cancelled', async () => {
    const { app, cookie } = await startApp({ workflows: { maxConcurrentRuns: 1 } });
    const long = await createWorkflow(app, cookie, delayWorkflow(60_000));
    const quick = await createWorkflow(app, cookie, quickWorkflow);

    const first = await startRun(app, cookie, long.id);
    await waitForRun(app, cookie, first.id, (run) => run.steps[0]?.status === 'running');
    const queued = await startRun(app, cookie, quick.id);
    expect(queued.status).toBe('pending');
    const active = workflowRunListSchema.parse((await call(app, cookie, 'GET', '/api/workflows/runs/active')).json());
    expect(active.runs.map((r) => [r.id, r.status])).toEqual([
      [first.id, 'running'],
      [queued.id, 'pending'],
    ]);
    expect((await getRun(app, cookie, queued.id)).status).toBe('pending');

    const stop = await call(app, cookie, 'POST', `/api/workflows/runs/${first.id}/stop`, {});
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toMatchObject({ status: 'cancelled', error: RUN_CANCELLED_MESSAGE });

    // The queued run can only start once the delay step has really ended.
    expect((await finished(app, cookie, queued.id)).status).toBe('success');
    const stopped = await getRun(app, cookie, first.id);
    expect(stopped.status).toBe('cancelled');
    expect(stopped.steps).toMatchObject([{ stepId: 'wait', status: 'cancelled' }]);

    const again = await call(app, cookie, 'POST', `/api/workflows/runs/${first.id}/stop`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: WORKFLOW_ERRORS.notRunning });
  });

  it('a stop during an HTTP request aborts it; stopping a queued run cancels it before it starts', async () => {
    const { app, cookie } = await startApp({ workflows: { maxConcurrentRuns: 1 } });
    const hanging = await createWorkflow(app, cookie, {
      name: 'Hangs',
      steps: [
        { id: 'fetch', type: 'http.request', url: `${site.url}/slow` },
        { id: 'after', type: 'transform', expression: '"never"' },
      ],
    });
    const quick = await createWorkflow(app, cookie, quickWorkflow);

    const first = await startRun(app, cookie, hanging.id);
    await waitForRun(app, cookie, first.id, (run) => run.steps[0]?.status === 'running');
    const skipped = await startRun(app, cookie, quick.id);
    const behind = await startRun(app, cookie, quick.id);

    const cancelQueued = await call(app, cookie, 'POST', `/api/workflows/runs/${skipped.id}/stop`, {});
    expect(cancelQueued.json()).toMatchObject({ status: 'cancelled', startedAt: null });

    expect((await call(app, cookie, 'POST', `/api/workflows/runs/${first.id}/stop`, {})).statusCode).toBe(200);
    expect((await finished(app, cookie, behind.id)).status).toBe('success');
    const stopped = await getRun(app, cookie, first.id);
    expect(stopped.status).toBe('cancelled');
    expect(stopped.steps.map((s) => [s.stepId, s.status])).toEqual([['fetch', 'cancelled']]);
    expect((await getRun(app, cookie, skipped.id)).status).toBe('cancelled');
  });

  it('runs left running or pending by a crashed process are failed on the next start', async () => {
    const dataDir = makeTempDir();
    const firstStart = await startApp({ dataDir });
    const session = (await call(firstStart.app, firstStart.cookie, 'GET', '/api/session')).json() as { workspaceId: string };
    const long = await createWorkflow(firstStart.app, firstStart.cookie, delayWorkflow(60_000));
    await firstStart.app.close();

    // What a killed process leaves behind.
    const database = await openDatabase(dataDir);
    const repo = createWorkflowsRepo(database.db);
    for (const [id, status] of [
      ['crashed-running', 'running'],
      ['crashed-pending', 'pending'],
    ] as const) {
      await repo.insertRun(session.workspaceId, {
        id,
        workflowId: long.id,
        workflowName: long.name,
        status,
        triggerType: 'manual',
        triggeredBy: 'test',
        parameters: {},
        result: null,
        output: null,
        error: null,
        steps: [],
        createdAt: new Date().toISOString(),
        startedAt: null,
        finishedAt: null,
      });
    }
    await database.close();

    const { app, cookie } = await startApp({ dataDir });
    const restored = firstStart.cookie;
    expect(cookie).not.toBe(restored);
    for (const id of ['crashed-running', 'crashed-pending']) {
      const run = await getRun(app, restored, id);
      expect(run).toMatchObject({ status: 'failed', error: RUN_INTERRUPTED_MESSAGE });
      expect(run.finishedAt).not.toBeNull();
    }
    expect(workflowRunListSchema.parse((await call(app, restored, 'GET', '/api/workflows/runs/active')).json()).runs).toEqual([]);
  });

  it('a server shutdown ends its running run as failed (interrupted), never running', async () => {
    const dataDir = makeTempDir();
    const first = await startApp({ dataDir });
    const long = await createWorkflow(first.app, first.cookie, delayWorkflow(60_000));
    const run = await startRun(first.app, first.cookie, long.id);
    await reached(first.app, first.cookie, run.id, 'running');
    await first.app.close();

    const { app } = await startApp({ dataDir });
    expect(await getRun(app, first.cookie, run.id)).toMatchObject({ status: 'failed', error: RUN_INTERRUPTED_MESSAGE });
  });

  it('deletes finished runs older than the retention at start', async () => {
    const dataDir = makeTempDir();
    let now = new Date('2026-03-01T10:00:00.000Z');
    const clock = () => now;
    const first = await startApp({ dataDir, clock, workflows: { runRetentionDays: 14 } });
    const quick = await createWorkflow(first.app, first.cookie, quickWorkflow);
    const old = await finished(first.app, first.cookie, (await startRun(first.app, first.cookie, quick.id)).id);
    now = new Date('2026-03-10T10:00:00.000Z');
    const recent = await finished(first.app, first.cookie, (await startRun(first.app, first.cookie, quick.id)).id);
    await first.app.close();

    now = new Date('2026-03-16T10:00:00.000Z');
    const { app } = await startApp({ dataDir, clock, workflows: { runRetentionDays: 14 } });
    expect((await call(app, first.cookie, 'GET', `/api/workflows/runs/${old.id}`)).statusCode).toBe(404);
    expect((await getRun(app, first.cookie, recent.id)).status).toBe('success');
  });
});
