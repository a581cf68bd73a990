import { ACTIVITY_DAYS, PROFILE_DEFAULT_NAME, profileActivitySchema, profileSchema } from '@nova/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { chatHarnessPerTest, newWorkspace, postMessage } from '../../../test/ai-chat-harness.js';
import { buildTestApp, testConfig } from '../../../test/test-app.js';
import { createWorkflow, startRun, waitForRun } from '../../../test/workflow-helpers.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function start() {
  const { app, config } = await buildTestApp();
  closers.push(() => app.close());
  return { app, config, cookie: await newWorkspace(app) };
}

describe('GET/PUT /api/profile', () => {
  it('starts with the default name and no save time', async () => {
    const { app, cookie } = await start();
    const res = await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(profileSchema.parse(res.json())).toEqual({ name: PROFILE_DEFAULT_NAME, initials: 'N', updatedAt: null });
  });

  it('saves a trimmed name with its initials, per workspace, and keeps it across a restart', async () => {
    const config = testConfig();
    const first = await buildApp(config);
    const cookie = await newWorkspace(first);
    const put = await first.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { name: '  Kari   Nordmann ' } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Kari   Nordmann', initials: 'KN' });
    expect(put.json().updatedAt).toEqual(expect.any(String));
    const other = await newWorkspace(first);
    expect((await first.inject({ method: 'GET', url: '/api/profile', headers: { cookie: other } })).json().name).toBe(PROFILE_DEFAULT_NAME);
    await first.close();

    const second = await buildApp(config);
    closers.push(() => second.close());
    const res = await second.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(res.json()).toMatchObject({ name: 'Kari   Nordmann', initials: 'KN' });
  });

  it('refuses a missing, empty or too long name with 400 naming the field, and keeps the old one', async () => {
    const { app, cookie } = await start();
    await app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { name: 'Ola' } });
    for (const payload of [{}, { name: '   ' }, { name: 'x'.repeat(81) }, { name: 42 }]) {
      const res = await app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/body\.name/);
    }
    expect((await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json().name).toBe('Ola');
  });
});

describe('GET /api/profile/activity', () => {
  const harness = chatHarnessPerTest();

  it(`counts messages, prompt uses, workflow runs and code reviews per day over ${ACTIVITY_DAYS} days`, async () => {
    const { app, cookie } = await harness();
    const empty = profileActivitySchema.parse((await app.inject({ method: 'GET', url: '/api/profile/activity', headers: { cookie } })).json());
    expect(empty.days).toHaveLength(ACTIVITY_DAYS);
    expect(empty.totals).toEqual({ messages: 0, promptsUsed: 0, workflowRuns: 0, codeReviews: 0 });

    expect((await postMessage(app, cookie, { message: 'Hei' })).statusCode).toBe(200);
    expect((await postMessage(app, cookie, { message: 'Igjen', sessionId: 'other' })).statusCode).toBe(200);
    const prompts = (await app.inject({ method: 'GET', url: '/api/prompts', headers: { cookie } })).json().prompts as Array<{ id: string }>;
    const promptId = prompts[0]?.id ?? '';
    for (let i = 0; i < 3; i++) {
      expect((await app.inject({ method: 'POST', url: `/api/prompts/${promptId}/usage`, headers: { cookie } })).statusCode).toBe(200);
    }
    const workflow = await createWorkflow(app, cookie, { name: 'Sum', steps: [{ id: 'sum', type: 'transform', expression: '1 + 1' }] });
    const run = await startRun(app, cookie, workflow.id);
    await waitForRun(app, cookie, run.id, (r) => r.status === 'success');

    const res = await app.inject({ method: 'GET', url: '/api/profile/activity?tzOffsetMinutes=-60', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const activity = profileActivitySchema.parse(res.json());
    // Two questions (the replies are not counted), three uses, one run; no review was asked for.
    expect(activity.totals).toEqual({ messages: 2, promptsUsed: 3, workflowRuns: 1, codeReviews: 0 });
    const today = activity.days.at(-1);
    expect(today).toMatchObject({ messages: 2, promptsUsed: 3, workflowRuns: 1 });
    expect(activity.days.slice(0, -1).every((d) => d.messages + d.promptsUsed + d.workflowRuns === 0)).toBe(true);

    const stranger = await newWorkspace(app);
    const theirs = profileActivitySchema.parse((await app.inject({ method: 'GET', url: '/api/profile/activity', headers: { cookie: stranger } })).json());
    expect(theirs.totals).toEqual({ messages: 0, promptsUsed: 0, workflowRuns: 0, codeReviews: 0 });
  }, 60_000);

  it('counts a code review', async () => {
    const { app, cookie } = await start();
    const review = await app.inject({
      method: 'POST',
      url: '/api/ai-code-review/review',
      headers: { cookie },
      payload: { context: { code: 'const a = 1;\n', language: 'typescript' } },
    });
    expect(review.statusCode).toBe(200);
    const activity = profileActivitySchema.parse((await app.inject({ method: 'GET', url: '/api/profile/activity', headers: { cookie } })).json());
    expect(activity.totals.codeReviews).toBe(1);
    expect(activity.days.at(-1)?.codeReviews).toBe(1);
  }, 60_000);

  it('refuses an offset that is not a whole number of minutes within ±14 h', async () => {
    const { app, cookie } = await start();
    for (const value of ['abc', '900', '1.5']) {
      const res = await app.inject({ method: 'GET', url: `/api/profile/activity?tzOffsetMinutes=${value}`, headers: { cookie } });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().message).toMatch(/querystring\.tzOffsetMinutes/);
    }
  });
});
