import {
  backupSchema,
  clearDataSummarySchema,
  isTerminalQaStatus,
  PROFILE_DEFAULT_NAME,
  profileActivitySchema,
  profileSchema,
  qaRunListSchema,
  restoreSummarySchema,
  type SavedSelector,
  savedSelectorListSchema,
  savedSelectorSchema,
} from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineApps } from '../../../test/engine-helpers.js';
import { type FixtureSite, startFixtureSite } from '../../../test/fixture-site.js';
import { startQaRun, waitForQaRun } from '../../../test/qa-helpers.js';
import { call, createWorkflow, finished, newWorkspace, startRun } from '../../../test/workflow-helpers.js';

// Saved selectors, the profile name, QA runs and the activity log: the kinds the workspace pages added.

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(async () => {
  await site.close();
});

const startApp = engineApps();

async function saveSelector(app: FastifyInstance, cookie: string, input: { name: string; selector: string; url?: string }): Promise<SavedSelector> {
  const res = await call(app, cookie, 'POST', '/api/selector-studio/selectors', input);
  expect(res.statusCode, res.body).toBe(201);
  return savedSelectorSchema.parse(res.json());
}

const selectorsOf = async (app: FastifyInstance, cookie: string) =>
  savedSelectorListSchema.parse((await call(app, cookie, 'GET', '/api/selector-studio/selectors')).json()).selectors;
const profileOf = async (app: FastifyInstance, cookie: string) => profileSchema.parse((await call(app, cookie, 'GET', '/api/profile')).json());
const rename = async (app: FastifyInstance, cookie: string, name: string) =>
  expect((await call(app, cookie, 'PUT', '/api/profile', { name })).statusCode).toBe(200);
const backupOf = async (app: FastifyInstance, cookie: string) => {
  const res = await call(app, cookie, 'GET', '/api/settings/backup');
  expect(res.statusCode).toBe(200);
  return res.json<Record<string, unknown>>();
};
const restore = async (app: FastifyInstance, cookie: string, file: Record<string, unknown>) => {
  const res = await call(app, cookie, 'POST', '/api/settings/restore', file);
  expect(res.statusCode, res.body).toBe(200);
  return restoreSummarySchema.parse(res.json());
};

describe('backup and restore of saved selectors and the profile name', { timeout: 60_000 }, () => {
  it('round-trips them into an empty data directory, and the same file again adds nothing', async () => {
    const source = await startApp();
    const price = await saveSelector(source.app, source.cookie, { name: 'Pris', selector: '.product .price', url: `${site.url}/selectors.html` });
    const title = await saveSelector(source.app, source.cookie, { name: 'Tittel', selector: 'h1' });
    await rename(source.app, source.cookie, 'Kari Nordmann');

    const file = await backupOf(source.app, source.cookie);
    const parsed = backupSchema.parse(file);
    expect(parsed.selectors).toEqual(
      [price, title].map(({ id, name, selector, url, createdAt, updatedAt }) => ({ id, name, selector, url, createdAt, updatedAt })),
    );
    expect(parsed.profile).toEqual({ name: 'Kari Nordmann' });

    const target = await startApp();
    expect(target.dataDir).not.toBe(source.dataDir);
    expect(await restore(target.app, target.cookie, file)).toMatchObject({ selectors: { imported: 2, skipped: 0 }, profile: true });
    expect(await selectorsOf(target.app, target.cookie)).toEqual(await selectorsOf(source.app, source.cookie));
    expect(await profileOf(target.app, target.cookie)).toMatchObject({ name: 'Kari Nordmann', initials: 'KN' });

    expect(await restore(target.app, target.cookie, file)).toMatchObject({ selectors: { imported: 2, skipped: 0 } });
    expect(await selectorsOf(target.app, target.cookie)).toEqual([price, title]);
  });

  it('skips a selector whose name the workspace already uses for another one, ignoring case', async () => {
    const source = await startApp();
    await saveSelector(source.app, source.cookie, { name: 'Pris', selector: '.price' });
    await saveSelector(source.app, source.cookie, { name: 'Tittel', selector: 'h1' });
    const file = await backupOf(source.app, source.cookie);

    const target = await startApp();
    const own = await saveSelector(target.app, target.cookie, { name: 'pris', selector: '#min-pris' });
    expect((await restore(target.app, target.cookie, file)).selectors).toEqual({ imported: 1, skipped: 1 });
    const after = await selectorsOf(target.app, target.cookie);
    expect(after.map((s) => [s.name, s.selector])).toEqual([
      ['pris', '#min-pris'],
      ['Tittel', 'h1'],
    ]);
    expect(after[0]).toEqual(own);
  });

  it('restores a version-1 file without selectors or profile, leaving the workspace’s own alone', async () => {
    const { app, cookie } = await startApp();
    const own = await saveSelector(app, cookie, { name: 'Lenker', selector: 'a[href]' });
    await rename(app, cookie, 'Ola');
    const { selectors: _selectors, profile: _profile, ...older } = await backupOf(app, cookie);
    expect(older).toMatchObject({ version: 1 });
    expect(older).not.toHaveProperty('selectors');

    for (const file of [older, { format: 'nova-workspace-backup', version: 1, exportedAt: '2025-01-01T00:00:00.000Z' }]) {
      expect(await restore(app, cookie, file)).toMatchObject({ selectors: { imported: 0, skipped: 0 }, profile: false });
    }
    expect(await selectorsOf(app, cookie)).toEqual([own]);
    expect((await profileOf(app, cookie)).name).toBe('Ola');
  });

  it('refuses a file with a bad selector or profile name with 400 naming the field', async () => {
    const { app, cookie } = await startApp();
    const valid = await backupOf(app, cookie);
    const at = '2025-01-01T00:00:00.000Z';
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...valid, selectors: [{ id: 's1', name: '  ', selector: 'p', createdAt: at, updatedAt: at }] }, /body\.selectors\.0\.name/],
      [{ ...valid, selectors: [{ id: 's1', name: 'Ok', selector: 'p'.repeat(501), createdAt: at, updatedAt: at }] }, /body\.selectors\.0\.selector/],
      [{ ...valid, profile: { name: '' } }, /body\.profile\.name/],
    ];
    for (const [payload, message] of cases) {
      const res = await call(app, cookie, 'POST', '/api/settings/restore', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect(await selectorsOf(app, cookie)).toEqual([]);
    expect((await profileOf(app, cookie)).updatedAt).toBeNull();
  });
});

describe('POST /api/settings/clear-data and the workspace pages’ data', { timeout: 90_000 }, () => {
  it('stops the live QA runs, then deletes QA runs, selectors, the profile name and the activity log', async () => {
    // Runs on a page that never answers would hold both run slots for a minute unless clear data stops them.
    const { app, cookie } = await startApp({ browser: { navigationTimeoutMs: 60_000 } });
    await saveSelector(app, cookie, { name: 'Pris', selector: '.price' });
    await rename(app, cookie, 'Kari Nordmann');
    expect((await call(app, cookie, 'POST', '/api/prompts/cg-1/usage')).statusCode).toBe(200);
    const workflow = await createWorkflow(app, cookie, { name: 'Vent', steps: [{ id: 'wait', type: 'delay', ms: 1 }] });
    await finished(app, cookie, (await startRun(app, cookie, workflow.id)).id);
    const activity = async () =>
      profileActivitySchema.parse((await call(app, cookie, 'GET', '/api/profile/activity')).json()).totals;
    expect(await activity()).toMatchObject({ promptsUsed: 1, workflowRuns: 1 });

    await waitForQaRun(app, cookie, (await startQaRun(app, cookie, `${site.url}/qa/clean.html`)).id, isTerminalQaStatus);
    const slow = [await startQaRun(app, cookie, `${site.url}/slow`), await startQaRun(app, cookie, `${site.url}/slow`)];
    for (const run of slow) await waitForQaRun(app, cookie, run.id, (status) => status === 'running');
    const other = await newWorkspace(app);
    await rename(app, other, 'Ola');

    const res = await call(app, cookie, 'POST', '/api/settings/clear-data', { confirm: 'DELETE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(clearDataSummarySchema.parse(res.json())).toMatchObject({ qaRuns: 3, selectors: 1, profile: true, workflowRuns: 1 });

    expect(qaRunListSchema.parse((await call(app, cookie, 'GET', '/api/qa-suite/runs')).json()).runs).toEqual([]);
    expect(await selectorsOf(app, cookie)).toEqual([]);
    expect(await profileOf(app, cookie)).toEqual({ name: PROFILE_DEFAULT_NAME, initials: 'N', updatedAt: null });
    expect(await activity()).toEqual({ messages: 0, promptsUsed: 0, workflowRuns: 0, codeReviews: 0 });
    expect((await profileOf(app, other)).name).toBe('Ola');

    // The slow runs were stopped, not left holding the run slots: a new run starts and finishes.
    const next = await waitForQaRun(app, cookie, (await startQaRun(app, cookie, `${site.url}/qa/clean.html`)).id, isTerminalQaStatus, 30_000);
    expect(next.status, next.error ?? '').toBe('success');
  });
});
