import { ARTICLE_TITLE, type FixtureSite, startFixtureSite } from '../../apps/server/src/test/fixture-site';
import { chatInput, chatMessages, chatPanel, sendChat } from '../support/chat';
import { expect, test } from '../support/test';

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site?.close();
});

test('/workflow start on a seeded workflow posts started, then the result after the run', async ({ page }) => {
  await page.goto('/');
  await sendChat(page, `/workflow start Summarize ARTICLE url=${site.url}/article.html`);
  await expect(chatMessages(page).nth(0)).toContainText(`/workflow start Summarize ARTICLE url=${site.url}/article.html`);
  const started = chatMessages(page).nth(1);
  await expect(started).toHaveAttribute('data-role', 'assistant');
  await expect(started).toContainText('🚀 Workflow "Summarize article" started');
  await expect(chatInput(page)).toBeEnabled();
  // The stand-in model echoes the first line of the prompt the ai.prompt step sent.
  const result = chatMessages(page).nth(2);
  await expect(result).toContainText('✅ Workflow "Summarize article" completed', { timeout: 20_000 });
  await expect(result).toContainText('Svar: Summarise this article in at most five bullet points.');
  await expect(chatMessages(page)).toHaveCount(3);
});

test('/workflow start with k=v on the headings example shows the extracted headings', async ({ page }) => {
  await page.goto('/');
  await sendChat(page, `/workflow Headings and links url=${site.url}/article.html`);
  await expect(chatMessages(page).nth(1)).toContainText('🚀 Workflow "Headings and links" started');
  await expect(chatMessages(page).nth(2)).toContainText(ARTICLE_TITLE, { timeout: 20_000 });
  await expect(chatMessages(page).nth(2)).toContainText('"linkCount": 4');
});

test('/workflow stop mid-run reports stopped, and status then shows cancelled', async ({ page }) => {
  await page.goto('/');
  // The fixture's /slow never answers, so the run stays in its first step until stopped.
  await sendChat(page, `/workflow start Summarize article url=${site.url}/slow`);
  await expect(chatMessages(page).nth(1)).toContainText('🚀 Workflow "Summarize article" started');
  await expect(chatInput(page)).toBeEnabled();
  await sendChat(page, '/workflow stop summarize article');
  await expect(chatMessages(page).nth(3)).toContainText('⏹️ Workflow "Summarize article" stopped');
  await sendChat(page, '/workflow status Summarize article');
  await expect(chatMessages(page).nth(5)).toContainText('📊 Workflow "Summarize article": cancelled');
  // The poll ends without a second "stopped" message.
  await page.waitForTimeout(2500);
  await expect(chatMessages(page)).toHaveCount(6);
});

test('unknown names and bad commands answer with the spec messages; / suggests start, stop and status', async ({ page }) => {
  await page.goto('/');
  await sendChat(page, '/workflow start Nope');
  await expect(chatMessages(page).nth(1)).toContainText('❌ Workflow "Nope" not found');

  await chatInput(page).fill('/workflow ');
  const suggestions = chatPanel(page).getByRole('listbox');
  await expect(suggestions.getByRole('option')).toHaveText([/\/workflow start/, /\/workflow stop/, /\/workflow status/]);
  await chatInput(page).fill('/wor');
  await expect(suggestions.getByRole('option')).toHaveText([/\/workflow/]);
});
