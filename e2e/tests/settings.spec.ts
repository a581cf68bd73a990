import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from '@playwright/test';
import { chatMessages, sendChat } from '../support/chat';
import { openPromptLibrary, promptCard } from '../support/prompt-library';
import { startServer } from '../support/server';
import { expect, test } from '../support/test';

const SECRET = 'sk-e2e-settings-secret-0123456789wxyz';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const aiSection = (page: Page) => section(page, 'AI-leverandør');

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
  await expect(aiSection(page).getByLabel('Modell')).toBeVisible({ timeout: 15_000 });
}

test('renders every section with the workspace’s real settings, reachable from the section nav by keyboard', async ({ page }) => {
  await openSettings(page);
  for (const name of ['AI-leverandør', 'Stemme', 'Chat', 'Nettleser', 'Hurtigtaster', 'Data']) {
    await expect(section(page, name).getByRole('heading', { level: 2, name })).toBeVisible();
  }
  // The global setup's server: OPENAI_MODEL=stand-in and OPENAI_API_KEY set, nothing stored yet.
  await expect(aiSection(page).getByLabel('Modell')).toHaveAttribute('placeholder', 'stand-in');
  await expect(aiSection(page).getByTestId('ai-key-status')).toHaveText('Serverens nøkkel (OPENAI_API_KEY) brukes.');
  await expect(section(page, 'Stemme').getByRole('textbox', { name: 'Vekkeord' })).toHaveValue('nova');
  await expect(section(page, 'Nettleser').getByLabel('Søkemotor')).toHaveAttribute('placeholder', /\{query\}/);

  const nav = page.getByRole('navigation', { name: 'Seksjoner' });
  await nav.getByRole('link', { name: 'Data' }).focus();
  await page.keyboard.press('Enter');
  await expect(section(page, 'Data').getByRole('heading', { level: 2 })).toBeFocused();

  await section(page, 'Hurtigtaster').getByRole('button', { name: 'Åpne hurtigtastredigering' }).click();
  await expect(page.getByRole('dialog', { name: 'Keyboard Shortcuts' })).toBeVisible();
});

test('voice and chat settings are the features’ own: the voice button and stored chat settings follow at once', async ({ page }) => {
  await openSettings(page);
  const voice = section(page, 'Stemme');
  await voice.getByLabel('Plassering av knappen').selectOption('top-right');
  await expect(page.getByTestId('voice-control')).toHaveAttribute('data-position', 'top-right');
  await voice.getByRole('combobox', { name: 'Gjenkjenningsspråk' }).selectOption('nb-NO');
  await expect.poll(async () => (await (await page.request.get('/api/voice/profile')).json()).settings.language).toBe('nb-NO');

  await section(page, 'Chat').getByRole('radio', { name: 'Blå' }).check();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('chatSettings') ?? '{}').theme)).toBe('blue');
  await page.reload();
  await expect(section(page, 'Chat').getByRole('radio', { name: 'Blå' })).toBeChecked();
  await expect(page.getByTestId('voice-control')).toHaveAttribute('data-position', 'top-right');
});

test('test connection shows the stand-in provider’s reply, and an unreachable address as an error', async ({ page }) => {
  await openSettings(page);
  const ai = aiSection(page);
  await ai.getByRole('button', { name: 'Test tilkobling' }).click();
  await expect(ai.getByTestId('ai-test-result')).toContainText('Tilkoblingen virker: stand-in svarte');
  await expect(ai.getByTestId('ai-test-reply')).toHaveText('**Svar:** Reply with the single word OK.');

  await ai.getByLabel('Adresse (base-URL)').fill('http://127.0.0.1:9/v1');
  await ai.getByLabel('API-nøkkel').fill(SECRET);
  await ai.getByRole('button', { name: 'Test tilkobling' }).click();
  await expect(ai.getByTestId('ai-test-result')).toContainText('Tilkoblingen feilet: Fant ikke tjenesten');
  await expect(ai.getByTestId('ai-test-error')).toContainText('Could not reach 127.0.0.1:9');
  await expect(ai.getByTestId('ai-test-error')).not.toContainText(SECRET);

  // Nothing was saved by testing; a bad address is refused in Norwegian before anything is sent.
  await ai.getByLabel('Adresse (base-URL)').fill('localhost:11434');
  await ai.getByRole('button', { name: 'Lagre' }).click();
  await expect(ai.getByText('Må være en http- eller https-adresse', { exact: false })).toBeVisible();
  await expect(ai.getByLabel('Adresse (base-URL)')).toHaveValue('localhost:11434');
  await page.reload();
  await expect(aiSection(page).getByLabel('Adresse (base-URL)')).toHaveValue('');
});

test('a saved key shows only masked, survives a reload and never reaches the page or a response', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.url().includes('/api/')) bodies.push(response.text().catch(() => ''));
  });
  await openSettings(page);
  const ai = aiSection(page);
  await ai.getByLabel('API-nøkkel').fill(SECRET);
  await ai.getByRole('button', { name: 'Lagre' }).click();
  await expect(ai.getByTestId('ai-key-status')).toContainText('Lagret (…wxyz)');
  await expect(ai.getByLabel('API-nøkkel')).toHaveValue('');
  expect(await page.content()).not.toContain(SECRET);

  // The chat now uses the stored key and still answers.
  await page.reload();
  await expect(aiSection(page).getByTestId('ai-key-status')).toContainText('Lagret (…wxyz)');
  expect(await page.content()).not.toContain(SECRET);
  for (const body of await Promise.all(bodies)) expect(body).not.toContain(SECRET);
  const status = await page.request.get('/api/ai-chat/status');
  expect(await status.json()).toMatchObject({ configured: true, source: 'settings' });

  await aiSection(page).getByRole('button', { name: 'Fjern nøkkel' }).click();
  await expect(aiSection(page).getByTestId('ai-key-status')).toHaveText('Serverens nøkkel (OPENAI_API_KEY) brukes.');
});

test('a backup restored into a fresh data directory brings back the chats, prompts and workflows', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await sendChat(page, 'Melding som skal med i sikkerhetskopien');
  await expect(chatMessages(page)).toHaveCount(2);
  expect((await page.request.post('/api/prompts', { data: { title: 'Backup-prompt', category: 'testing', content: 'Test {{x}}' } })).status()).toBe(201);
  const workflow = await page.request.post('/api/watched-workflows', { data: { name: 'Backup-arbeidsflyt', steps: [{ id: 'wait', type: 'delay', ms: 1 }] } });
  expect(workflow.status()).toBe(201);

  await openSettings(page);
  const downloading = page.waitForEvent('download');
  await section(page, 'Data').getByRole('button', { name: 'Last ned sikkerhetskopi' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^nova-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nova-backup-')), download.suggestedFilename());
  await download.saveAs(file);
  const backup = JSON.parse(fs.readFileSync(file, 'utf8')) as { plugins: unknown[]; note: string };
  expect(backup.plugins.length).toBeGreaterThanOrEqual(5);
  expect(backup.note).toContain('never included');

  const model = new URL(process.env.E2E_MODEL_URL ?? '');
  const fresh = await startServer({ env: { OPENAI_API_KEY: 'e2e-test-key', OPENAI_BASE_URL: `${model.origin}/v1`, OPENAI_MODEL: 'stand-in' } });
  const context = await browser.newContext({ baseURL: fresh.url });
  try {
    const other = await context.newPage();
    await openSettings(other);
    await section(other, 'Data').getByLabel('Gjenopprett fra fil').setInputFiles(file);
    const outcome = section(other, 'Data').getByTestId('data-outcome');
    await expect(outcome).toContainText('Gjenopprettet', { timeout: 15_000 });
    await expect(outcome).toContainText('1 samtaler med 2 meldinger');
    await expect(outcome).toContainText('1 egne prompts');
    await expect(outcome).toContainText('3 arbeidsflyter');

    await other.goto('/');
    await expect(chatMessages(other).filter({ hasText: 'Melding som skal med i sikkerhetskopien' }).first()).toBeVisible({ timeout: 15_000 });
    await openPromptLibrary(other);
    await expect(promptCard(other, 'Backup-prompt')).toBeVisible();
    await other.keyboard.press('Escape');
    await other.goto('/workflows');
    const list = other.getByRole('navigation', { name: 'Arbeidsflyter' });
    await expect(list.getByRole('button', { name: 'Backup-arbeidsflyt' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Summarize article' })).toHaveCount(1);
  } finally {
    await context.close();
    await fresh.stop();
  }
});

test('a file that is not a backup is refused with a clear message and nothing changes', async ({ page }) => {
  await openSettings(page);
  await section(page, 'Data').getByLabel('Gjenopprett fra fil').setInputFiles({ name: 'feil.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": "world"}') });
  await expect(section(page, 'Data').getByRole('alert')).toContainText('Kunne ikke gjenopprette: Invalid request: body.format: Not a Nova backup');
  await section(page, 'Data').getByLabel('Gjenopprett fra fil').setInputFiles({ name: 'ødelagt.json', mimeType: 'application/json', buffer: Buffer.from('{"format": ') });
  await expect(section(page, 'Data').getByRole('alert')).toContainText('Filen er ikke gyldig JSON');
});

test('clear data asks for confirmation, then empties the chat and keeps the workspace', async ({ page }) => {
  await page.goto('/');
  await sendChat(page, 'Dette skal slettes');
  await expect(chatMessages(page)).toHaveCount(2);
  const session = await (await page.request.get('/api/session')).json();

  await openSettings(page);
  await section(page, 'Data').getByRole('button', { name: 'Slett data …' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slette alle data i arbeidsområdet?' });
  const confirm = dialog.getByRole('button', { name: 'Slett alt' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Skriv SLETT for å bekrefte').fill('SLETT');
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(section(page, 'Data').getByTestId('data-outcome')).toContainText('Dataene er slettet');

  expect(await (await page.request.get('/api/session')).json()).toEqual(session);
  const sessions = await (await page.request.get('/api/ai-chat/sessions')).json();
  expect(sessions).toEqual({ sessions: [] });
});

test('the settings page has no serious or critical axe violations', async ({ page }) => {
  test.setTimeout(90_000);
  await openSettings(page);
  await expect(section(page, 'Stemme').getByRole('textbox', { name: 'Vekkeord' })).toBeVisible();
  await expect(page.getByText('Laster panel …')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(serious).toEqual([]);
});
