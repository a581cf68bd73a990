import type { Page } from '@playwright/test';
import { FIXTURE_TITLE, type FixtureSite, startFixtureSite } from '../../apps/server/src/test/fixture-site';
import { seriousViolations } from '../support/axe';
import { browserTabs } from '../support/browser';
import { chatMessages, chatPanel, sendChat } from '../support/chat';
import { startServer } from '../support/server';
import { toastRegion } from '../support/toast';
import { startWorkspace } from '../support/session';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 90_000 });

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A workflow that finishes at once, created through the API in the page's workspace. */
async function createQuickWorkflow(page: Page, name: string): Promise<string> {
  const res = await page.request.post('/api/watched-workflows', { data: { name, steps: [{ id: 'sum', type: 'transform', expression: '1 + 1' }] } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('the dashboard shows the workspace: chats, runs, favourite prompts and the status strip', async ({ page }) => {
  await startWorkspace(page);
  await page.goto('/');
  await sendChat(page, 'Hei fra forsiden');
  await expect(chatMessages(page)).toHaveCount(2);
  const workflowId = await createQuickWorkflow(page, 'Hjemmeflyt');
  const run = await page.request.post('/api/watched-workflows/execute', { data: { workflowId } });
  expect(run.status()).toBe(201);
  const prompts = (await (await page.request.get('/api/prompts')).json()) as { prompts: Array<{ id: string; title: string }> };
  const favourite = prompts.prompts[0];
  if (!favourite) throw new Error('no prompts');
  expect((await page.request.post(`/api/prompts/${favourite.id}/favorite`)).ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hjem' })).toBeVisible();
  const chats = section(page, 'Siste samtaler');
  await expect(chats.getByRole('button', { name: /Åpne samtalen/ })).toHaveCount(1);
  await expect(chats).toContainText('2 meldinger');

  const runs = section(page, 'Arbeidsflytkjøringer');
  const runItem = runs.locator('li[data-run-id]').filter({ hasText: 'Hjemmeflyt' });
  await expect(runItem).toHaveAttribute('data-status', 'success', { timeout: 15_000 });
  await expect(runItem).toContainText('Fullført');
  await expect(runItem).toContainText('1 av 1 steg');
  await expect(runItem.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  const promptsSection = section(page, 'Prompts');
  await expect(promptsSection.getByRole('region', { name: 'Favorites' }).getByRole('heading', { name: favourite.title })).toBeVisible();

  await expect(page.getByTestId('status-database')).toContainText('OK (sqlite)');
  await expect(page.getByTestId('status-database')).toHaveAttribute('data-tone', 'ok');
  await expect(page.getByTestId('status-browser')).toHaveAttribute('data-tone', 'ok');
  // The e2e server's OPENAI_* point at the stand-in provider (model "stand-in"): GET /api/ai-chat/status says configured.
  const ai = page.getByTestId('status-ai');
  await expect(ai).toHaveAttribute('data-tone', 'ok');
  await expect(ai).toContainText('Koblet til (stand-in)');
  await expect(ai.getByRole('link')).toHaveCount(0);

  expect(await seriousViolations(page)).toEqual([]);
});

test('the status strip shows the error when the provider status cannot be read', async ({ page }) => {
  await page.route('**/api/ai-chat/status', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Statusen kunne ikke leses' }) }),
  );
  await page.goto('/');
  const ai = page.getByTestId('status-ai');
  await expect(ai).toHaveAttribute('data-tone', 'error');
  await expect(ai).toContainText('Statusen kunne ikke leses');
  await expect(page.getByTestId('status-database')).toHaveAttribute('data-tone', 'ok');
});

test('opening a recent chat shows it in the chat panel; New chat starts an empty one', async ({ page }) => {
  await page.goto('/');
  await sendChat(page, 'Første samtale');
  await expect(chatMessages(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Ny samtale' }).click();
  await expect(chatMessages(page)).toHaveCount(0);
  await expect(chatPanel(page)).toContainText('Start en samtale med AI-assistenten');
  await sendChat(page, 'Andre samtale');
  await expect(chatMessages(page)).toHaveCount(2);

  await page.reload();
  const chats = section(page, 'Siste samtaler').getByRole('button', { name: /Åpne samtalen/ });
  await expect(chats).toHaveCount(2);
  // The default session is open after a reload; open the other one from the dashboard by keyboard.
  await expect(chatMessages(page).first()).toContainText('Første samtale');
  const other = section(page, 'Siste samtaler').locator('button[data-session-id^="chat-"]');
  await other.focus();
  await page.keyboard.press('Enter');
  await expect(chatMessages(page).first()).toContainText('Andre samtale');
});

test('Run workflow starts the chosen workflow and its run appears with live status', async ({ page }) => {
  await startWorkspace(page);
  await page.goto('/');
  await createQuickWorkflow(page, 'Hurtigflyt');
  await page.reload();
  const select = page.getByRole('combobox', { name: 'Arbeidsflyt' });
  await select.selectOption({ label: 'Hurtigflyt' });
  await page.getByRole('button', { name: 'Kjør arbeidsflyt' }).click();
  await expect(toastRegion(page)).toContainText('Arbeidsflyten «Hurtigflyt» er startet');
  const runItem = section(page, 'Arbeidsflytkjøringer').locator('li[data-run-id]').filter({ hasText: 'Hurtigflyt' });
  await expect(runItem).toHaveAttribute('data-status', 'success', { timeout: 15_000 });
});

test('the prompt library quick action opens the library', async ({ page }) => {
  await page.goto('/');
  await section(page, 'Hurtighandlinger').getByRole('button', { name: 'Promptbibliotek' }).click();
  await expect(page.getByRole('dialog', { name: 'Prompt Library' })).toBeVisible();
});

test('a layout preset from the dashboard sets up the sidebars', async ({ page }) => {
  await page.goto('/');
  await section(page, 'Oppsett av sidepanelene').locator('button[data-preset="scraping-mode"]').click();
  await expect(toastRegion(page)).toContainText('er brukt');
  await expect(page.getByRole('heading', { name: 'Lead Scraping' }).first()).toBeVisible();
});

test.describe('open in the browser', () => {
  let site: FixtureSite;
  test.beforeAll(async () => {
    site = await startFixtureSite();
  });
  test.afterAll(async () => {
    await site?.close();
  });

  test('navigates the browser engine to the address and goes to /browser; an empty address is refused', async ({ page }) => {
    // Its own server: the engine's tabs are shared by everyone using a server.
    const server = await startServer();
    try {
      await page.goto(`${server.url}/`);
      const open = page.getByRole('button', { name: 'Åpne i nettleseren' });
      await open.click();
      await expect(page.getByRole('alert').filter({ hasText: 'Skriv inn en adresse eller et søk' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Adresse eller søk' }).fill(`${site.url}/index.html`);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${server.url}/browser`, { timeout: 30_000 });
      await expect(browserTabs(page).first()).toContainText(FIXTURE_TITLE, { timeout: 15_000 });
    } finally {
      await server.stop();
    }
  });
});
