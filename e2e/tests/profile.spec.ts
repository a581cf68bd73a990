import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { chatMessages, sendChat } from '../support/chat';
import { startWorkspace } from '../support/session';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 90_000 });

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('edit the owner name: the initials follow and persist after a reload', async ({ page }) => {
  await page.goto('/profile');
  const owner = section(page, 'Eier av arbeidsområdet');
  const name = owner.getByRole('textbox', { name: 'Navn' });
  await expect(name).toHaveValue('Nova-bruker');
  await expect(owner.getByRole('img', { name: 'Initialer: N' })).toBeVisible();

  await name.fill('   ');
  await owner.getByRole('button', { name: 'Lagre navn' }).click();
  await expect(owner.getByRole('alert')).toHaveText('Navnet kan ikke være tomt');

  await name.fill('Kari Nordmann');
  await expect(owner.getByRole('img', { name: 'Initialer: KN' })).toBeVisible();
  await name.press('Enter');
  await expect(owner).toContainText('Sist endret');

  await page.reload();
  await expect(section(page, 'Eier av arbeidsområdet').getByRole('textbox', { name: 'Navn' })).toHaveValue('Kari Nordmann');
  await expect(page.getByTestId('profile-avatar')).toHaveText('KN');
});

test('shows real activity, the API key usage and voice statistics', async ({ page }) => {
  await startWorkspace(page);
  await page.goto('/');
  await sendChat(page, 'Hei');
  await expect(chatMessages(page)).toHaveCount(2);
  const prompts = (await (await page.request.get('/api/prompts')).json()) as { prompts: Array<{ id: string }> };
  expect((await page.request.post(`/api/prompts/${prompts.prompts[0]?.id}/usage`)).ok()).toBe(true);
  const workflow = await page.request.post('/api/watched-workflows', { data: { name: 'Profilflyt', steps: [{ id: 'a', type: 'transform', expression: '1' }] } });
  const workflowId = ((await workflow.json()) as { id: string }).id;
  expect((await page.request.post('/api/watched-workflows/execute', { data: { workflowId } })).status()).toBe(201);
  const { apiKey } = (await (await page.request.post('/api/ai-chat/generate-api-key')).json()) as { apiKey: string };
  expect((await page.request.post('/api/ai-chat/external', { headers: { 'X-API-Key': apiKey }, data: { message: 'Fra et skript' } })).ok()).toBe(true);
  for (const success of [true, true, false]) {
    const res = await page.request.post('/api/voice/command', {
      data: { command: 'nav-settings', action: 'navigate', params: { path: '/settings' }, timestamp: new Date().toISOString(), success },
    });
    expect(res.status()).toBe(202);
  }

  await page.goto('/profile');
  const activity = section(page, 'Aktivitet siste 14 dager');
  // The panel question and the scripted one are both the user's messages.
  await expect(activity.getByRole('definition').first()).toHaveText('2');
  await expect(activity).toContainText('Prompts brukt1');
  await expect(activity).toContainText('Arbeidsflytkjøringer1');
  const chart = page.getByTestId('activity-chart');
  await expect(chart).toHaveAccessibleName(/Meldinger sendt per dag/);
  await expect(chart.locator('g[data-count="2"]')).toHaveCount(1);
  await activity.getByRole('radio', { name: 'Prompts brukt' }).check();
  await expect(chart).toHaveAccessibleName(/Prompts brukt per dag/);
  await activity.getByText('Vis som tabell').click();
  await expect(activity.getByRole('table')).toBeVisible();
  await expect(activity.getByRole('row')).toHaveCount(15);

  const key = section(page, 'API-nøkkel');
  await expect(key).toContainText('Aktiv');
  await expect(key).toContainText(apiKey.slice(0, 12));
  await expect(key).not.toContainText(apiKey);
  await expect(page.getByTestId('api-key-usage')).toContainText('I dag1');

  const voice = section(page, 'Stemmestatistikk');
  await expect(voice).toContainText('Kommandoer totalt3');
  await expect(voice).toContainText('Vellykkede2');
  await expect(voice).toContainText('66,7 %');
  await expect(voice.getByRole('list', { name: 'Siste kommandoer' }).getByRole('listitem')).toHaveCount(3);

  expect(await seriousViolations(page)).toEqual([]);
});

test('an empty workspace shows the empty states', async ({ page }) => {
  await page.goto('/profile');
  await expect(section(page, 'API-nøkkel')).toContainText('Ingen nøkkel');
  await expect(section(page, 'Stemmestatistikk')).toContainText('Ingen stemmekommandoer er utført ennå.');
  await expect(page.getByTestId('activity-chart')).toHaveAccessibleName(/ingen de siste 14 dagene/);
});

test('a failing request shows its error and can be retried', async ({ page }) => {
  let fail = true;
  await page.route('**/api/voice/profile', (route) => (fail ? route.fulfill({ status: 500, body: '{"message":"Databasen er låst"}' }) : route.fallback()));
  await page.goto('/profile');
  const voice = section(page, 'Stemmestatistikk');
  await expect(voice.getByRole('alert')).toContainText('Kunne ikke hente stemmestatistikken: Databasen er låst');
  // The voice control, loaded after the first paint, fetches the same profile when it mounts. Let
  // that fetch fail too before answering again, so only the retry below can bring the figures.
  await expect(page.getByRole('button', { name: 'Start stemmestyring (Alt+V)' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  fail = false;
  await voice.getByRole('button', { name: 'Prøv igjen' }).click();
  await expect(voice).toContainText('Kommandoer totalt0');
});
