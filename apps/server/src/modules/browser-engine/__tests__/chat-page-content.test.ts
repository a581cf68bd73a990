import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatHarness, newWorkspace, postMessage, startChatHarness } from '../../../test/ai-chat-harness.js';
import { ARTICLE_TITLE, type FixtureSite, startFixtureSite } from '../../../test/fixture-site.js';

describe('the AI chat reads the page the browser engine shows', { timeout: 30_000 }, () => {
  let site: FixtureSite;
  let h: ChatHarness;
  let cookie: string;

  beforeAll(async () => {
    site = await startFixtureSite();
    h = await startChatHarness();
    cookie = await newWorkspace(h.app);
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  const lastQuestion = () => h.standIn.requests.at(-1)?.body.messages.at(-1)?.content ?? '';

  it('sends no page content while the browser has not been used, and does not start it', async () => {
    expect((await postMessage(h.app, cookie, { message: 'Hei' })).statusCode).toBe(200);
    expect(lastQuestion()).toBe('Hei');
    const status = await h.app.inject({ method: 'GET', url: '/api/browser-engine/status', headers: { cookie } });
    expect(status.json().running).toBe(false);
  });

  it("sends the active page's article as markdown, without its boilerplate", async () => {
    const url = `${site.url}/article.html`;
    await h.app.inject({ method: 'POST', url: '/api/browser-engine/navigate', headers: { cookie }, payload: { input: url } });
    const res = await postMessage(h.app, cookie, { message: 'Oppsummer siden', context: { url, pageTitle: ARTICLE_TITLE } });
    expect(res.statusCode).toBe(200);
    const question = lastQuestion();
    expect(question).toContain('Bier samler nektar fra blomster');
    expect(question).toContain('## Del 1: Fra blomst til kube');
    expect(question).not.toContain('ANNONSE');
    expect(question).toMatch(/Oppsummer siden$/);
  });
});
