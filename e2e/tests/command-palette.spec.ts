import { expect, test } from '../support/test';
import { openPalette, palette, paletteInput, runPaletteCommand } from '../support/palette';
import { primaryToolButton } from '../support/sidebar';
import { toastRegion } from '../support/toast';

test('Ctrl+K opens the palette with its placeholder and a list at most 300px tall', async ({ page }) => {
  await page.goto('/');
  await openPalette(page);
  await expect(paletteInput(page)).toHaveAttribute('placeholder', 'Type a command or search...');
  await expect(paletteInput(page)).toBeFocused();
  const listbox = palette(page).getByRole('listbox');
  expect(await listbox.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('300px');
  expect((await listbox.boundingBox())?.height).toBeLessThanOrEqual(300);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
});

test('a search with no match shows "No results found."', async ({ page }) => {
  await page.goto('/');
  await openPalette(page);
  await paletteInput(page).fill('zzqq');
  await expect(palette(page).getByText('No results found.')).toBeVisible();
  await expect(palette(page).getByRole('option')).toHaveCount(0);
});

test('search matches name, description, category and keywords case-insensitively', async ({ page }) => {
  await page.goto('/');
  await openPalette(page);
  await paletteInput(page).fill('GIT');
  await expect(palette(page).getByRole('option')).toHaveText([/Version Control/]);
  await paletteInput(page).fill('read the latest reply');
  await expect(palette(page).getByRole('option')).toHaveText([/Play AI Response/]);
});

test('choosing a navigation command changes the route and says "Executed: …"', async ({ page }) => {
  await page.goto('/');
  await runPaletteCommand(page, 'settings', 'Go to Settings');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
  await expect(palette(page)).toBeHidden();
  await expect(toastRegion(page).getByText('Executed: Go to Settings')).toBeVisible();
});

test('after 6 different commands the Recent group lists 5, newest first, then a separator', async ({ page }) => {
  await page.goto('/');
  const commands = ['Go to Dashboard', 'Go to Browser', 'Go to Settings', 'Go to Profile', 'Go to QA Suite', 'Go to Selector Studio'];
  for (const name of commands) await runPaletteCommand(page, name, name);

  await openPalette(page);
  const firstGroup = palette(page).locator('[data-group]').first();
  await expect(firstGroup).toHaveText('Recent');
  const recentIds = await palette(page).getByRole('option').evaluateAll((options) =>
    options.slice(0, 6).map((o) => o.getAttribute('data-command-id')),
  );
  expect(recentIds.slice(0, 5)).toEqual(['go-selector-studio', 'go-qa-suite', 'go-profile', 'go-settings', 'go-browser']);
  expect(recentIds[5]).toBe('ai-suggestions');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('recentCommands') ?? '[]'))).toHaveLength(5);
});

test('keys move the selection: arrows, Ctrl+J/K, Alt+arrows between groups, Home and End', async ({ page }) => {
  await page.goto('/');
  await openPalette(page);
  const selected = palette(page).locator('[role="option"][aria-selected="true"]');
  await expect(selected).toHaveAttribute('data-command-id', 'ai-suggestions');
  await page.keyboard.press('ArrowDown');
  await expect(selected).toHaveAttribute('data-command-id', 'open-ai-chat');
  await page.keyboard.press('Control+k');
  await expect(selected).toHaveAttribute('data-command-id', 'ai-suggestions');
  await page.keyboard.press('Control+j');
  await page.keyboard.press('Control+n');
  await expect(selected).toHaveAttribute('data-command-id', 'prompt-library');

  await page.keyboard.press('Alt+ArrowDown');
  await expect(selected).toHaveAttribute('data-command-id', 'generate-code');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(selected).toHaveAttribute('data-command-id', 'go-dashboard');
  await page.keyboard.press('Alt+ArrowUp');
  await expect(selected).toHaveAttribute('data-command-id', 'generate-code');

  await page.keyboard.press('End');
  await expect(selected).toHaveAttribute('data-command-id', 'open-docs');
  await expect(selected).toBeInViewport();
  await page.keyboard.press('Home');
  await expect(selected).toHaveAttribute('data-command-id', 'ai-suggestions');

  await paletteInput(page).fill('outreach');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/outreach$/);
});

test('palette events reach the sidebars: Workflow Builder and the tools registered by the sidebar', async ({ page }) => {
  await page.goto('/');
  await runPaletteCommand(page, 'workflow builder', 'Workflow Builder');
  await expect(primaryToolButton(page, 'left')).toHaveText('Workflow Tools');
  await runPaletteCommand(page, 'open outreach', 'Open Outreach Engine');
  await expect(primaryToolButton(page, 'left')).toHaveText('Outreach Engine');
  await runPaletteCommand(page, 'layout: research', 'Layout: Research');
  await expect(primaryToolButton(page, 'right')).toHaveText('Lead Scraping');
});

test('a shortcut command with no handler yet only closes the palette', async ({ page }) => {
  await page.goto('/');
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  await runPaletteCommand(page, 'generate', 'Generate Code');
  await expect(palette(page)).toBeHidden();
  await expect(toastRegion(page).getByText(/Executed/)).toHaveCount(0);
  expect(warnings).toContain('No handler for shortcut "generate-code"');
  expect(await page.evaluate(() => localStorage.getItem('recentCommands'))).toBeNull();
});
