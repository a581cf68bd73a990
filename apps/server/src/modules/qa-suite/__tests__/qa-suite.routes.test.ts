import { setTimeout as sleep } from 'node:timers/promises';
import { isTerminalQaStatus, QA_ERRORS, qaRunListSchema } from '@nova/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, engineApps } from '../../../test/engine-helpers.js';
import { QA_CLEAN_TITLE, QA_FAULTY_TITLE, QA_PLANTED, type FixtureSite, startFixtureSite } from '../../../test/fixture-site.js';
import { getQaRun, startQaRun, waitForQaRun } from '../../../test/qa-helpers.js';
import { makeTempDir } from '../../../test/test-app.js';
import { call, newWorkspace } from '../../../test/workflow-helpers.js';
import { PRIVATE_NETWORK_MESSAGE } from '../../browser-engine/private-network.js';
import { refusedSchemeMessage } from '../../browser-engine/url-policy.js';

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(async () => {
  await site.close();
});

const startApp = engineApps();

describe('QA suite against real Chromium and the fixture site', { timeout: 90_000 }, () => {
  it('finds every planted fault on the faulty page, with progress through the steps', async () => {
    const { app, cookie } = await startApp();
    const started = await startQaRun(app, cookie, `${site.url}/qa/faulty.html`);
    expect(started).toMatchObject({ status: 'pending', progress: 0, step: 'queued', findings: [], url: `${site.url}/qa/faulty.html` });
    const seen = new Set<string>();
    const deadline = Date.now() + 45_000;
    let run = started;
    while (!isTerminalQaStatus(run.status) && Date.now() < deadline) {
      run = await getQaRun(app, cookie, started.id);
      seen.add(run.step);
      await sleep(10);
    }
    expect(run.status, run.error ?? '').toBe('success');
    expect(run).toMatchObject({ progress: 100, step: 'done', error: null });
    // The steps are short on a local page, but at least one intermediate step is observed.
    expect([...seen].some((step) => ['loading', 'page', 'links', 'accessibility'].includes(step))).toBe(true);

    const of = (check: string) => run.findings.filter((f) => f.check === check);
    expect(of('broken-link')).toEqual([
      expect.objectContaining({ severity: 'serious', where: '#broken', message: expect.stringContaining(`${site.url}${QA_PLANTED.brokenLink}`) }),
    ]);
    expect(of('broken-link')[0]?.message).toContain('404');
    expect(of('image-alt')).toEqual([expect.objectContaining({ severity: 'serious', where: '#no-alt' })]);
    expect(of('console-error')).toEqual([expect.objectContaining({ severity: 'serious', message: `Konsollfeil: ${QA_PLANTED.consoleError}` })]);
    expect(of('page-error')).toEqual([expect.objectContaining({ message: `Ufanget feil i siden: ${QA_PLANTED.pageError}` })]);
    expect(of('failed-request')).toEqual([
      expect.objectContaining({ severity: 'serious', where: `${site.url}${QA_PLANTED.failedResource}`, message: expect.stringContaining('404') }),
    ]);
    expect(of('meta-description')).toEqual([expect.objectContaining({ severity: 'moderate', where: null })]);
    expect(of('accessibility')).toContainEqual(
      expect.objectContaining({ severity: 'critical', where: `#${QA_PLANTED.unlabelledInputId}`, message: expect.stringContaining('(label)') }),
    );
    expect(of('accessibility').every((f) => f.helpUrl?.startsWith('https://dequeuniversity.com/'))).toBe(true);
    expect(of('http-status')).toEqual([]);
    expect(of('title')).toEqual([]);

    expect(run.summary).toMatchObject({ httpStatus: 200, finalUrl: `${site.url}/qa/faulty.html`, title: QA_FAULTY_TITLE, linksChecked: 2, linksSkipped: 0 });
    expect(run.summary?.loadTimeMs).toEqual(expect.any(Number));
    const counts = { critical: 0, serious: 0, moderate: 0, minor: 0, info: 0 };
    for (const f of run.findings) counts[f.severity] += 1;
    expect(run.summary?.counts).toEqual(counts);
    // Most severe first.
    const order = ['critical', 'serious', 'moderate', 'minor', 'info'];
    const ranks = run.findings.map((f) => order.indexOf(f.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('finds nothing on the clean page', async () => {
    const { app, cookie } = await startApp();
    const run = await waitForQaRun(app, cookie, (await startQaRun(app, cookie, `${site.url}/qa/clean.html`)).id);
    expect(run.status, run.error ?? '').toBe('success');
    expect(run.findings).toEqual([]);
    expect(run.summary).toMatchObject({ httpStatus: 200, title: QA_CLEAN_TITLE, linksChecked: 2, counts: { critical: 0, serious: 0, moderate: 0, minor: 0, info: 0 } });
  });

  it('reports a page that answers 404 as a critical http-status finding', async () => {
    const { app, cookie } = await startApp();
    const run = await waitForQaRun(app, cookie, (await startQaRun(app, cookie, `${site.url}/qa/nowhere.html`)).id);
    expect(run.status).toBe('success');
    expect(run.summary?.httpStatus).toBe(404);
    expect(run.findings.filter((f) => f.check === 'http-status')).toEqual([expect.objectContaining({ severity: 'critical', message: 'Siden svarte 404 i stedet for innholdet.' })]);
  });

  it('answers 400 with a clear message for bad addresses and refused schemes', async () => {
    const { app, cookie } = await startApp();
    const cases: Array<[unknown, string]> = [
      [{ url: 'file:///etc/passwd' }, refusedSchemeMessage('file:')],
      [{ url: 'javascript:alert(1)' }, refusedSchemeMessage('javascript:')],
      [{ url: 'bare ord' }, 'Skriv inn en nettadresse, for eksempel https://eksempel.no.'],
      [{ url: 'about:blank' }, 'Skriv inn en nettadresse, for eksempel https://eksempel.no.'],
      [{ url: '   ' }, 'body.url: Skriv inn en adresse'],
      [{}, 'body.url'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(app, cookie, 'POST', '/api/qa-suite/runs', payload as object);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    const list = qaRunListSchema.parse((await call(app, cookie, 'GET', '/api/qa-suite/runs')).json());
    expect(list.runs).toEqual([]);
  });

  it('refuses private addresses with 403 when the server blocks the private network', async () => {
    const { app, cookie } = await startApp({ browser: { blockPrivateNetwork: true } });
    const res = await call(app, cookie, 'POST', '/api/qa-suite/runs', { url: `${site.url}/qa/clean.html` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: PRIVATE_NETWORK_MESSAGE });
  });

  it('fails an unreachable site with a readable reason instead of crashing', async () => {
    const { app, cookie } = await startApp();
    const run = await waitForQaRun(app, cookie, (await startQaRun(app, cookie, `http://127.0.0.1:${await closedPort()}/`)).id);
    expect(run).toMatchObject({ status: 'failed', error: 'Kunne ikke åpne siden: Serveren nektet tilkoblingen.', summary: null, findings: [] });
    expect(run.finishedAt).not.toBeNull();
    // The server carries on.
    expect((await startQaRun(app, cookie, `${site.url}/qa/clean.html`)).status).toBe('pending');
  });

  it('cancels a run that waits for a page that never answers', async () => {
    const { app, cookie } = await startApp();
    const started = await startQaRun(app, cookie, `${site.url}/slow`);
    await waitForQaRun(app, cookie, started.id, (status) => status === 'running');
    const res = await call(app, cookie, 'POST', `/api/qa-suite/runs/${started.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', error: QA_ERRORS.cancelled });
    const again = await call(app, cookie, 'POST', `/api/qa-suite/runs/${started.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: QA_ERRORS.notRunning });
  });

  it('keeps the history per workspace across a restart, newest first, and deletes runs', async () => {
    const dataDir = makeTempDir();
    const first = await startApp({ dataDir });
    const a = await waitForQaRun(first.app, first.cookie, (await startQaRun(first.app, first.cookie, `${site.url}/qa/clean.html`)).id);
    const b = await waitForQaRun(first.app, first.cookie, (await startQaRun(first.app, first.cookie, `${site.url}/qa/faulty.html`)).id);
    const other = await newWorkspace(first.app);
    expect(qaRunListSchema.parse((await call(first.app, other, 'GET', '/api/qa-suite/runs')).json()).runs).toEqual([]);
    expect((await call(first.app, other, 'GET', `/api/qa-suite/runs/${a.id}`)).statusCode).toBe(404);
    await first.close();

    const second = await startApp({ dataDir });
    const cookie = first.cookie;
    const listed = qaRunListSchema.parse((await call(second.app, cookie, 'GET', '/api/qa-suite/runs')).json());
    expect(listed.runs.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(listed.runs[0]).toMatchObject({ status: 'success', url: `${site.url}/qa/faulty.html`, summary: b.summary });
    expect(listed.runs[0]).not.toHaveProperty('findings');
    expect((await getQaRun(second.app, cookie, b.id)).findings).toEqual(b.findings);

    const deleted = await call(second.app, cookie, 'DELETE', `/api/qa-suite/runs/${b.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call(second.app, cookie, 'GET', `/api/qa-suite/runs/${b.id}`)).json()).toEqual({ message: QA_ERRORS.notFound });
    expect(qaRunListSchema.parse((await call(second.app, cookie, 'GET', '/api/qa-suite/runs')).json()).runs.map((r) => r.id)).toEqual([a.id]);
    expect((await call(second.app, cookie, 'DELETE', `/api/qa-suite/runs/${b.id}`)).statusCode).toBe(404);
  });

  it('fails runs a stopped server left unfinished at the next start', async () => {
    const dataDir = makeTempDir();
    const first = await startApp({ dataDir });
    const started = await startQaRun(first.app, first.cookie, `${site.url}/slow`);
    await waitForQaRun(first.app, first.cookie, started.id, (status) => status === 'running');
    await first.close();
    const second = await startApp({ dataDir });
    expect(await getQaRun(second.app, first.cookie, started.id)).toMatchObject({ status: 'failed', error: QA_ERRORS.interrupted });
  });
});
