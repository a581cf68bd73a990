import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { chatInput, chatPanel } from '../support/chat';
import { runPaletteCommand } from '../support/palette';
import {
  FIRST_LOAD_TIMEOUT_MS,
  libraryMenu,
  openPromptLibrary,
  promptCard,
  promptCardTitles,
  promptLibrary,
  promptResultCount,
  serverPrompts,
} from '../support/prompt-library';
import { expect, test } from '../support/test';
import { toastRegion } from '../support/toast';

const launcher = (page: Page) => chatPanel(page).getByRole('button', { name: /^Prompts: \d+ prompts$/ });

/** Checks the open dialogs only (the workspace behind them has its own checks in accessibility.spec.ts). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').include('[role="alertdialog"]').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

test('Ctrl+P, the openPromptLibrary event, the palette and the chat button open the library with the 20 built-in prompts', async ({ page }) => {
  await page.goto('/');
  await openPromptLibrary(page);
  await expect(promptResultCount(page)).toHaveText('20 prompts');
  await expect(promptCardTitles(page)).toHaveCount(20);
  await expect(promptLibrary(page).getByRole('tab', { name: 'All Prompts' })).toHaveAttribute('aria-selected', 'true');
  await expect(promptLibrary(page).getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(promptLibrary(page)).toBeHidden();

  await page.evaluate(() => window.dispatchEvent(new CustomEvent('openPromptLibrary')));
  await expect(promptLibrary(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await runPaletteCommand(page, 'prompt', 'Prompt Library');
  await expect(promptLibrary(page)).toBeVisible();
  // Escape would first dismiss the palette's "Executed" toast, which sits above the library.
  await promptLibrary(page).getByRole('button', { name: 'Close' }).click();
  await expect(promptLibrary(page)).toBeHidden();

  await chatPanel(page).getByRole('button', { name: 'Promptbibliotek' }).click();
  await expect(promptLibrary(page)).toBeVisible();
  await promptLibrary(page).getByRole('tab', { name: 'Community' }).click();
  await expect(promptLibrary(page).getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
});

test('search, category and sort narrow and order the list', async ({ page }) => {
  await page.goto('/');
  await openPromptLibrary(page);
  const library = promptLibrary(page);
  await library.getByRole('searchbox', { name: 'Search prompts' }).fill('TEST');
  // Popular first; nothing is used yet, so by rating, then by title.
  await expect(promptCardTitles(page)).toHaveText([
    'Unit tests for a function',
    'REST API endpoint',
    'CI pipeline',
    'End-to-end test for a user journey',
    'README for a project',
  ]);
  await library.getByLabel('Category').selectOption({ label: 'Testing (2)' });
  await expect(promptCardTitles(page)).toHaveText(['Unit tests for a function', 'End-to-end test for a user journey']);
  await library.getByLabel('Sort by').selectOption('Alphabetical');
  await expect(promptCardTitles(page)).toHaveText(['End-to-end test for a user journey', 'Unit tests for a function']);

  await library.getByRole('searchbox', { name: 'Search prompts' }).fill('');
  await library.getByLabel('Category').selectOption('Optimization (2)');
  await expect(promptCardTitles(page)).toHaveText(['Optimise a SQL query', 'Speed up slow code']);
  await library.getByLabel('Sort by').selectOption('Highest rated');
  await expect(promptCardTitles(page)).toHaveText(['Optimise a SQL query', 'Speed up slow code']);
  await library.getByLabel('Category').selectOption('All categories');
  await library.getByLabel('Sort by').selectOption('Alphabetical');
  await expect(promptResultCount(page)).toHaveText('20 prompts');
  await expect(promptCardTitles(page).first()).toHaveText('Accessibility review of the open page');
  await library.getByRole('searchbox', { name: 'Search prompts' }).fill('no such prompt anywhere');
  await expect(library.getByText('No prompts match your search.')).toBeVisible();
});

test('create a prompt with two placeholders, fill them, and the filled text lands in the chat input', async ({ page }) => {
  await page.goto('/');
  await openPromptLibrary(page);
  await promptLibrary(page).getByRole('button', { name: 'Create Custom Prompt' }).click();
  const form = page.getByRole('dialog', { name: 'Create Custom Prompt' });
  await form.getByRole('button', { name: 'Create Prompt' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Description is required')).toBeVisible();
  await expect(form.getByText('Prompt text is required')).toBeVisible();
  await expect(form.getByLabel('Title')).toBeFocused();

  await form.getByLabel('Title').fill('Translate a phrase');
  await form.getByLabel('Description').fill('Translates text into a chosen language');
  await expect(form.getByLabel('Category')).toHaveValue('code-generation');
  await form.getByLabel('Category').selectOption('Learning');
  await form.getByLabel('Prompt', { exact: true }).fill('Translate "{{text}}" into {{language}} and explain any idiom.');
  await expect(form.getByTestId('form-placeholders')).toHaveText('Placeholders: text, language');
  await form.getByLabel('Tags').fill(' language , translation,, Language ');
  await form.getByRole('button', { name: 'Create Prompt' }).click();
  await expect(form).toBeHidden();
  await expect(toastRegion(page)).toContainText('Prompt created');
  await expect(promptResultCount(page)).toHaveText('21 prompts');

  const card = promptCard(page, 'Translate a phrase');
  await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['language', 'translation']);
  await card.getByRole('button', { name: 'Use Translate a phrase' }).click();
  const fill = page.getByRole('dialog', { name: 'Use “Translate a phrase”' });
  const use = fill.getByRole('button', { name: 'Use Prompt' });
  await expect(use).toBeDisabled();
  await fill.getByLabel('text').fill('Break a leg');
  await expect(use).toBeDisabled();
  await expect(fill.getByTestId('prompt-preview')).toHaveText('Translate "Break a leg" into {{language}} and explain any idiom.');
  await fill.getByLabel('language').fill('   ');
  await expect(use).toBeDisabled();
  await fill.getByLabel('language').fill('Norwegian');
  await expect(fill.getByTestId('prompt-preview')).toHaveText('Translate "Break a leg" into Norwegian and explain any idiom.');
  await use.click();

  await expect(promptLibrary(page)).toBeHidden();
  await expect(chatInput(page)).toHaveValue('Translate "Break a leg" into Norwegian and explain any idiom.');
  await expect(chatInput(page)).toBeFocused();
  await expect(toastRegion(page)).toContainText('Prompt inserted');

  // Stored on the server with its placeholders, and its use counted.
  await expect
    .poll(async () => (await serverPrompts(page.request)).find((p) => p.title === 'Translate a phrase')?.usageCount)
    .toBe(1);
  await page.reload();
  await openPromptLibrary(page);
  await expect(promptCard(page, 'Translate a phrase').getByTestId('prompt-usage')).toHaveText('1 use');
  await promptLibrary(page).getByRole('tab', { name: 'Recent' }).click();
  await expect(promptCardTitles(page)).toHaveText(['Translate a phrase']);
});

test('a prompt without placeholders goes straight into the chat input; the launcher then lists it as recent', async ({ page }) => {
  // The toast UI loads before any toast, so the insert toast cannot appear over (and take the Escape of) a later dialog.
  const toasterLoaded = page.waitForResponse(/\/assets\/toaster-[\w-]+\.js$/);
  await page.goto('/');
  await toasterLoaded;
  // The chat panel, then the launcher, then the prompt list load one after the other.
  await expect(launcher(page)).toHaveAccessibleName('Prompts: 20 prompts', { timeout: FIRST_LOAD_TIMEOUT_MS });
  await openPromptLibrary(page);
  await promptLibrary(page).getByRole('searchbox', { name: 'Search prompts' }).fill('accessibility');
  await promptCard(page, 'Accessibility review of the open page').getByRole('button', { name: /^Use / }).click();
  await expect(promptLibrary(page)).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(chatInput(page)).toHaveValue(/^Review the page I have open for accessibility against WCAG 2\.2 level AA\./);
  await expect(toastRegion(page)).toContainText('Prompt inserted');

  await launcher(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('group', { name: 'Recent' }).getByRole('menuitem')).toHaveText([/^Accessibility review of the open page/]);
  await expect(menu.getByRole('group', { name: 'Suggested' }).getByRole('menuitem')).toHaveCount(2);
  await expect(menu.getByRole('menuitem', { name: /View All Prompts/ })).toContainText('Ctrl');
  await menu.getByRole('menuitem', { name: /^Code review/ }).click();
  await expect(page.getByRole('dialog', { name: 'Use “Code review”' })).toBeVisible();
  await page.keyboard.press('Escape');

  await launcher(page).click();
  await page.getByRole('menuitem', { name: 'Create Custom Prompt' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Custom Prompt' })).toBeVisible();
  await page.keyboard.press('Escape');
  await launcher(page).click();
  await page.getByRole('menuitem', { name: /View All Prompts/ }).click();
  await expect(promptLibrary(page)).toBeVisible();
});

test('edit and delete a custom prompt; copy puts its text on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.request.get('/api/session');
  const res = await page.request.post('/api/prompts', {
    data: { title: 'Commit message', description: 'A commit message from a diff', category: 'automation', content: 'Write a commit message for {{diff}}.' },
  });
  expect(res.status()).toBe(201);
  await page.goto('/');
  await openPromptLibrary(page);
  await expect(promptCard(page, 'Code review').getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await promptCard(page, 'Commit message').getByRole('button', { name: 'Copy' }).click();
  await expect(toastRegion(page)).toContainText('Copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Write a commit message for {{diff}}.');

  await promptCard(page, 'Commit message').getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Prompt' });
  await expect(form.getByLabel('Title')).toHaveValue('Commit message');
  await expect(form.getByLabel('Category')).toHaveValue('automation');
  await form.getByLabel('Title').fill('Conventional commit message');
  await form.getByLabel('Prompt', { exact: true }).fill('Write a conventional commit message ({{type}}) for {{diff}}.');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastRegion(page)).toContainText('Prompt updated');
  await expect(promptCard(page, 'Conventional commit message')).toBeVisible();
  await expect
    .poll(async () => (await serverPrompts(page.request)).filter((p) => p.isCustom).map((p) => [p.title, p.content]))
    .toEqual([['Conventional commit message', 'Write a conventional commit message ({{type}}) for {{diff}}.']]);

  await promptCard(page, 'Conventional commit message').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete prompt?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toastRegion(page)).toContainText('Prompt deleted');
  await expect(promptResultCount(page)).toHaveText('20 prompts');
  await expect.poll(async () => (await serverPrompts(page.request)).some((p) => p.isCustom)).toBe(false);
});

test('a favorite shows under Favorites, and still after a reload with local storage cleared', async ({ page }) => {
  await page.goto('/');
  await openPromptLibrary(page);
  const favorite = promptCard(page, 'Code review').getByRole('button', { name: 'Add to favorites' });
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/prompts/analysis-1/favorite') && res.ok());
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await expect(toastRegion(page)).toContainText('Added to favorites');
  await saved;
  await promptLibrary(page).getByRole('tab', { name: 'Favorites' }).click();
  await expect(promptCardTitles(page)).toHaveText(['Code review']);

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await openPromptLibrary(page);
  await promptLibrary(page).getByRole('tab', { name: 'Favorites' }).click();
  await expect(promptCardTitles(page)).toHaveText(['Code review']);
});

test('export, clear, then import restores the custom prompts and favorites', async ({ page }) => {
  await page.request.get('/api/session');
  for (const [title, content] of [
    ['Release notes', 'Write release notes for {{version}}.'],
    ['Standup summary', 'Summarise my notes for the standup.'],
  ]) {
    const res = await page.request.post('/api/prompts', { data: { title, description: `${title} prompt`, category: 'documentation', content, tags: ['team'] } });
    expect(res.status()).toBe(201);
  }
  const created = (await serverPrompts(page.request)).filter((p) => p.isCustom);
  await page.goto('/');
  await openPromptLibrary(page);
  await expect(promptResultCount(page)).toHaveText('22 prompts');
  await promptCard(page, 'Standup summary').getByRole('button', { name: 'Add to favorites' }).click();
  await expect.poll(async () => (await serverPrompts(page.request)).filter((p) => p.isFavorite).map((p) => p.title)).toEqual(['Standup summary']);

  const [download] = await Promise.all([page.waitForEvent('download'), libraryMenu(page, 'Export prompts')]);
  expect(download.suggestedFilename()).toMatch(/^nova-prompts-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as { prompts: { id: string; title: string }[]; favorites: string[] };
  expect(exported.prompts.map((p) => p.title)).toEqual(['Release notes', 'Standup summary']);

  await libraryMenu(page, 'Clear data');
  await page.getByRole('alertdialog', { name: 'Clear prompt data?' }).getByRole('button', { name: 'Clear data' }).click();
  await expect(toastRegion(page)).toContainText('Data cleared');
  await expect(promptResultCount(page)).toHaveText('20 prompts');
  await expect.poll(async () => (await serverPrompts(page.request)).filter((p) => p.isCustom || p.isFavorite)).toEqual([]);

  await promptLibrary(page).getByLabel('Import prompts').setInputFiles(file);
  await expect(toastRegion(page)).toContainText('Prompts imported');
  await expect(toastRegion(page)).toContainText('2 prompts imported.');
  await expect(promptResultCount(page)).toHaveText('22 prompts');
  await expect
    .poll(async () =>
      (await serverPrompts(page.request))
        .filter((p) => p.isCustom)
        .map((p) => ({ id: p.id, title: p.title, content: p.content, isFavorite: p.isFavorite })),
    )
    .toEqual(created.map((p) => ({ id: p.id, title: p.title, content: p.content, isFavorite: p.title === 'Standup summary' })));
  await promptLibrary(page).getByRole('tab', { name: 'Favorites' }).click();
  await expect(promptCardTitles(page)).toHaveText(['Standup summary']);
});

test('a malformed import file shows the error toast and changes nothing', async ({ page }) => {
  await page.goto('/');
  await openPromptLibrary(page);
  await promptLibrary(page)
    .getByLabel('Import prompts')
    .setInputFiles({ name: 'prompts.json', mimeType: 'application/json', buffer: Buffer.from('{"prompts": [{"title": "half') });
  await expect(toastRegion(page)).toContainText('Import failed');
  await expect(toastRegion(page)).toContainText('Failed to parse the imported file. Please check the format.');
  await expect(promptResultCount(page)).toHaveText('20 prompts');
});

test('a prompt saved while the server does not answer is kept and reaches the server when it answers again', async ({ page }) => {
  await page.goto('/');
  await openPromptLibrary(page);
  await page.route('**/api/prompts', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
  await promptLibrary(page).getByRole('button', { name: 'Create Custom Prompt' }).click();
  const form = page.getByRole('dialog', { name: 'Create Custom Prompt' });
  await form.getByLabel('Title').fill('Written offline');
  await form.getByLabel('Description').fill('Kept in this browser until the server answers');
  await form.getByLabel('Prompt', { exact: true }).fill('Check {{thing}}.');
  await form.getByRole('button', { name: 'Create Prompt' }).click();
  await expect(promptCard(page, 'Written offline')).toBeVisible();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('promptSyncQueue') ?? '[]').length)).toBe(1);
  expect((await serverPrompts(page.request)).some((p) => p.isCustom)).toBe(false);

  // Still there after a reload, before the server has it.
  await page.reload();
  await openPromptLibrary(page);
  await expect(promptCard(page, 'Written offline')).toBeVisible();

  await page.unroute('**/api/prompts');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await serverPrompts(page.request)).filter((p) => p.isCustom).map((p) => p.title)).toEqual(['Written offline']);
  await expect(toastRegion(page)).toContainText('Prompt saved');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('promptSyncQueue'))).toBe('[]');
});

test('the library and its dialogs have no serious or critical axe violations', async ({ page }) => {
  // Axe is slow over many cards on a loaded CI machine; two cards show every part a card has.
  test.slow();
  await page.goto('/');
  await openPromptLibrary(page);
  await promptLibrary(page).getByRole('searchbox', { name: 'Search prompts' }).fill('review');
  await expect(promptCardTitles(page)).toHaveText(['Code review', 'Accessibility review of the open page']);
  await promptCard(page, 'Code review').getByRole('button', { name: 'Add to favorites' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await promptLibrary(page).getByRole('button', { name: 'List view' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await promptCard(page, 'Code review').getByRole('button', { name: /^Use / }).click();
  await expect(page.getByRole('dialog', { name: 'Use “Code review”' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await promptLibrary(page).getByRole('button', { name: 'Create Custom Prompt' }).click();
  const form = page.getByRole('dialog', { name: 'Create Custom Prompt' });
  await form.getByRole('button', { name: 'Create Prompt' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
