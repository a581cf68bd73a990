import type { Page } from '@playwright/test';
import fs from 'node:fs';
import { chatInput, chatMessages, chatPanel, modelRequests, sendChat } from '../support/chat';
import { primaryToolButton } from '../support/sidebar';
import { toastRegion } from '../support/toast';
import { useEngineServer } from '../support/engine-server';
import { startServer } from '../support/server';
import { expect, test } from '../support/test';

// The stand-in provider for the chat; the helper gives the file its own browser engine.
const engine = useEngineServer({ env: { OPENAI_API_KEY: 'e2e-test-key', OPENAI_BASE_URL: `${process.env.E2E_MODEL_URL}/v1`, OPENAI_MODEL: 'stand-in' } });

test('/translate language=Spanish fills the template with the open page and shows the processed result', async ({ page }) => {
  const opened = await fetch(`${engine.server.url}/api/browser-engine/navigate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input: `${engine.site.url}/article.html` }),
  });
  expect(opened.ok).toBe(true);
  await page.goto(engine.server.url);
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
    await expect(chatMessages(page).nth(1)).toContainText('Plugin execution failed: No AI provider is configured (OPENAI_API_KEY or a key under Settings)');
  } finally {
    await noModel.stop();
  }
});

test('the / list shows the plugin commands', async ({ page }) => {
  await page.goto(engine.server.url);
  await chatPanel(page).getByRole('combobox', { name: 'Melding til AI-assistenten' }).fill('/');
  const options = chatPanel(page).getByRole('listbox').getByRole('option');
  for (const command of ['/analyze', '/extract', '/summarize', '/translate', '/workflow']) {
    await expect(options.filter({ hasText: command })).toHaveCount(1);
  }
});

async function openPluginsPanel(page: Page) {
  await primaryToolButton(page, 'left').click();
  await page.getByRole('menuitem', { name: /Integrasjoner/ }).click();
  const panel = page.getByRole('region', { name: 'Plugins og API' });
  await expect(panel).toBeVisible();
  return panel;
}

test('the panel lists plugins with a counted toggle; toggling persists and (un)registers the command', async ({ page }) => {
  await page.goto(engine.server.url);
  const panel = await openPluginsPanel(page);
  await expect(panel.getByRole('button', { name: 'Skjul plugins (5)' })).toBeVisible();
  const analyze = panel.locator('[data-plugin-id="analyze"]');
  await expect(analyze).toContainText('Analyser');
  await expect(analyze).toContainText('Aktiv');
  await expect(analyze).toContainText('/analyze');
  await analyze.getByRole('switch', { name: 'Slå Analyser av eller på' }).click();
  await expect(analyze).toContainText('Inaktiv');

  await chatInput(page).fill('/an');
  await expect(chatPanel(page).getByRole('listbox')).toHaveCount(0);
  await page.reload();
  const again = await openPluginsPanel(page);
  await expect(again.locator('[data-plugin-id="analyze"]')).toContainText('Inaktiv');
  await again.getByRole('button', { name: 'Skjul plugins (5)' }).click();
  await expect(again.getByRole('button', { name: 'Vis plugins (5)' })).toBeVisible();
  await expect(again.locator('[data-plugin-id="analyze"]')).toHaveCount(0);
});

test('create a custom plugin with the form, run it, export only private plugins, and import with failures counted', async ({ page }) => {
  await page.goto(engine.server.url);
  const panel = await openPluginsPanel(page);
  await panel.getByRole('button', { name: 'Ny plugin' }).click();
  const form = page.getByRole('dialog', { name: 'Plugin' });
  await form.getByLabel('Navn').fill('Haiku');
  await form.getByLabel('Kommando').fill('haiku');
  await form.getByLabel('Prompt-mal').fill('Haiku in {{tone}} tone about {{title}}');
  await form.getByLabel('Parametere (JSON)').fill('[{"name":"tone","type":"string"}]');
  await form.getByRole('button', { name: 'Lagre' }).click();
  await expect(form.getByRole('alert')).toHaveText('Command must start with / and contain only alphanumeric characters, hyphens, and underscores');
  await form.getByLabel('Kommando').fill('/translate');
  await form.getByRole('button', { name: 'Lagre' }).click();
  await expect(form.getByRole('alert')).toHaveText('Command already registered');
  await form.getByLabel('Kommando').fill('/haiku');
  await form.getByRole('button', { name: 'Lagre' }).click();
  await expect(form).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Skjul plugins (6)' })).toBeVisible();

  await sendChat(page, '/haiku playful');
  await expect(chatMessages(page).nth(1)).toContainText('Svar: Haiku in playful tone about');

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Eksporter' }).click();
  const exported = JSON.parse(fs.readFileSync((await (await download).path()) ?? '', 'utf8')) as Array<{ command: string }>;
  expect(exported.map((p) => p.command)).toEqual(['/haiku']);

  await panel.getByLabel('Importer', { exact: true }).setInputFiles({
    name: 'plugins.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify([
      { id: 'limerick', name: 'Limerick', command: '/limerick', prompt: 'A limerick about {{title}}', createdAt: 'x', updatedAt: 'x' },
      { id: 'broken', name: 'Broken', command: 'no slash', prompt: 'x', createdAt: 'x', updatedAt: 'x' },
    ])),
  });
  await expect(toastRegion(page)).toContainText('1 importert, 1 feilet');
  await expect(panel.getByRole('button', { name: 'Skjul plugins (7)' })).toBeVisible();
});
