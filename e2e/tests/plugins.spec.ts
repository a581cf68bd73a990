import { type FixtureSite, startFixtureSite } from '../../apps/server/src/test/fixture-site';
import { chatMessages, chatPanel, modelRequests, sendChat } from '../support/chat';
import { type RunningServer, startServer } from '../support/server';
import { expect, test } from '../support/test';

let site: FixtureSite;
let server: RunningServer;
test.beforeAll(async () => {
  site = await startFixtureSite();
  // Its own browser engine, so the page this file opens does not meet other files' tabs.
  server = await startServer({ env: { OPENAI_API_KEY: 'e2e-test-key', OPENAI_BASE_URL: `${process.env.E2E_MODEL_URL}/v1`, OPENAI_MODEL: 'stand-in' } });
});
test.afterAll(async () => {
  await server?.stop();
  await site?.close();
});

test('/translate language=Spanish fills the template with the open page and shows the processed result', async ({ page }) => {
  const opened = await fetch(`${server.url}/api/browser-engine/navigate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input: `${site.url}/article.html` }),
  });
  expect(opened.ok).toBe(true);
  await page.goto(server.url);
  const before = (await modelRequests()).length;
  await sendChat(page, '/Translate language=Spanish');
  await expect(chatMessages(page).nth(0)).toContainText('/Translate language=Spanish');
  const result = chatMessages(page).nth(1);
  await expect(result).toHaveAttribute('data-role', 'assistant');
  await expect(result).toContainText('Svar: Translate the following text to Spanish. Answer with the translation only.');
  const sent = (await modelRequests()).slice(before).find((r) => r.messages.some((m) => m.content.startsWith('Translate the following text to Spanish')));
  expect(sent?.messages.at(-1)?.content).toContain('Bier samler nektar fra blomster');
});

test('a plugin failure shows "Plugin execution failed" with the reason', async ({ page }) => {
  const noModel = await startServer({ env: { OPENAI_API_KEY: '' } });
  try {
    await page.goto(noModel.url);
    await sendChat(page, '/summarize');
    await expect(chatMessages(page).nth(1)).toContainText('Plugin execution failed: No AI provider is configured (OPENAI_API_KEY)');
  } finally {
    await noModel.stop();
  }
});

test('the / list shows the plugin commands', async ({ page }) => {
  await page.goto(server.url);
  await chatPanel(page).getByRole('combobox', { name: 'Melding til AI-assistenten' }).fill('/');
  const options = chatPanel(page).getByRole('listbox').getByRole('option');
  for (const command of ['/analyze', '/extract', '/summarize', '/translate', '/workflow']) {
    await expect(options.filter({ hasText: command })).toHaveCount(1);
  }
});
