import { DEFAULT_USER_ID } from '@nova/shared';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { leftSidebar } from '../support/sidebar';
import { toastRegion } from '../support/toast';

const shortcutsDialog = (page: Page) => page.getByRole('dialog', { name: 'Keyboard Shortcuts' });
const row = (page: Page, id: string) => shortcutsDialog(page).locator(`[data-shortcut-id="${id}"]`);

async function openShortcutsDialog(page: Page) {
  await page.keyboard.press('F1');
  await page.getByRole('dialog', { name: 'Hjelp' }).getByRole('button', { name: 'Endre hurtigtaster' }).click();
  await expect(shortcutsDialog(page)).toBeVisible();
}

test('Ctrl+2 goes to /browser, shows the badge for 2 s and records the use on the server', async ({ page }) => {
  // Record the badge as it appears, so a slow machine cannot miss its 2 seconds.
  await page.addInitScript(() => {
    const w = window as unknown as { badges: { text: string; combo: string | null; at: number }[] };
    w.badges = [];
    new MutationObserver(() => {
      const badge = document.querySelector('[data-testid="shortcut-badge"]');
      if (badge && w.badges.length === 0) {
        w.badges.push({ text: badge.textContent ?? '', combo: badge.querySelector('[aria-label]')?.getAttribute('aria-label') ?? null, at: performance.now() });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await page.keyboard.press('Control+2');
  await expect(page).toHaveURL(/\/browser$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { badges: unknown[] }).badges.length)).toBe(1);
  const [badge] = await page.evaluate(() => (window as unknown as { badges: { text: string; combo: string }[] }).badges);
  expect(badge?.text).toContain('Browser');
  expect(badge?.combo).toBe('Ctrl+2');
  await expect(page.getByTestId('shortcut-badge')).toBeHidden({ timeout: 3_000 });

  await expect
    .poll(async () => (await (await page.request.get('/api/shortcuts/usage')).json()).usage)
    .toEqual([expect.objectContaining({ shortcutId: 'go-browser', action: 'keyboard', count: 1 })]);
});

test('shortcuts do not fire while typing in a text field', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Alt+1');
  await leftSidebar(page).getByRole('textbox', { name: 'Søkeord' }).click();
  await page.keyboard.press('Control+2');
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toHaveCount(0);
});

test('F1 opens help with the current bindings', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('F1');
  const help = page.getByRole('dialog', { name: 'Hjelp' });
  await expect(help).toBeVisible();
  await expect(help.locator('[data-help-shortcut="command-palette"]')).toContainText('Command palette');
  await expect(help.locator('[data-help-shortcut="command-palette"]').getByLabel('Ctrl+K')).toBeVisible();
  await help.getByRole('searchbox', { name: 'Søk i hurtigtaster' }).fill('workflow');
  await expect(help.locator('[data-help-shortcut]')).toHaveCount(3);
});

test('rebinding to a combination in use shows the conflict; a free one works at once', async ({ page }) => {
  await page.goto('/');
  await openShortcutsDialog(page);

  await row(page, 'generate-code').getByRole('button', { name: 'Change keys for Generate code' }).click();
  await expect(row(page, 'generate-code').getByLabel('Recording keys for Generate code')).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(row(page, 'generate-code').getByRole('alert')).toHaveText('This key combination is already in use');
  await expect(toastRegion(page).getByText('Shortcut Conflict')).toBeVisible();
  await expect(row(page, 'generate-code').getByLabel('Ctrl+G')).toBeVisible();

  await row(page, 'go-browser').getByRole('button', { name: 'Change keys for Browser' }).click();
  await page.keyboard.press('Control+Shift+b');
  await expect(row(page, 'go-browser').getByLabel('Ctrl+Shift+B')).toBeVisible();

  await row(page, 'generate-code').getByRole('button', { name: 'Change keys for Generate code' }).click();
  await page.keyboard.press('Control+t');
  await expect(row(page, 'generate-code').getByRole('alert')).toHaveText('Ctrl+T is reserved by the browser and cannot be used');

  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(shortcutsDialog(page)).toBeHidden();
  await page.keyboard.press('Control+Shift+b');
  await expect(page).toHaveURL(/\/browser$/);

  await page.reload();
  await page.keyboard.press('Control+2');
  await expect(page).toHaveURL(/\/browser$/);
  await page.goto('/');
  await page.keyboard.press('Control+Shift+b');
  await expect(page).toHaveURL(/\/browser$/);
});

test('a browser with nothing stored takes the workspace’s bindings from the server', async ({ page }) => {
  await page.goto('/');
  await openShortcutsDialog(page);
  await row(page, 'go-browser').getByRole('button', { name: 'Change keys for Browser' }).click();
  await page.keyboard.press('Control+Shift+b');
  await expect(row(page, 'go-browser').getByLabel('Ctrl+Shift+B')).toBeVisible();
  const serverKeys = async () => {
    const res = await page.request.get('/api/shortcuts', { headers: { 'user-id': DEFAULT_USER_ID } });
    const body = (await res.json()) as { shortcuts: { id: string; keys: string }[] };
    return body.shortcuts.find((s) => s.id === 'go-browser')?.keys;
  };
  await expect.poll(serverKeys).toBe('Ctrl+Shift+B');

  await page.evaluate(() => localStorage.removeItem('keyboardShortcuts'));
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('keyboardShortcuts'))).toContain('Ctrl+Shift+B');
  await page.keyboard.press('Control+Shift+b');
  await expect(page).toHaveURL(/\/browser$/);
});

test('undo and redo cannot be turned off; save cannot be turned on while Ctrl+S plays the response', async ({ page }) => {
  await page.goto('/');
  await openShortcutsDialog(page);
  await expect(row(page, 'undo').getByRole('switch', { name: 'Enable Undo' })).toBeDisabled();
  await row(page, 'save').getByRole('switch', { name: 'Enable Save' }).click();
  await expect(row(page, 'save').getByRole('alert')).toHaveText('This key combination is already in use');
  await expect(row(page, 'save').getByRole('switch', { name: 'Enable Save' })).not.toBeChecked();
});

test('importing {} shows "Import Failed"', async ({ page }) => {
  await page.goto('/');
  await openShortcutsDialog(page);
  await shortcutsDialog(page).getByLabel('Import shortcuts from a JSON file').setInputFiles({
    name: 'shortcuts.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{}'),
  });
  await expect(toastRegion(page).getByText('Import Failed')).toBeVisible();
});

test('export then import round-trips the bindings', async ({ page }) => {
  await page.goto('/');
  await openShortcutsDialog(page);
  await row(page, 'refactor').getByRole('button', { name: 'Change keys for Refactor' }).click();
  await page.keyboard.press('Control+Shift+f');
  await row(page, 'search').getByRole('switch', { name: 'Enable Search' }).click();

  const [download] = await Promise.all([page.waitForEvent('download'), shortcutsDialog(page).getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe('nova-shortcuts.json');
  const exported = fs.readFileSync(await download.path(), 'utf8');

  await shortcutsDialog(page).getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(row(page, 'refactor').getByLabel('Ctrl+R')).toBeVisible();
  await expect(row(page, 'search').getByRole('switch', { name: 'Enable Search' })).toBeChecked();

  await shortcutsDialog(page).getByLabel('Import shortcuts from a JSON file').setInputFiles({
    name: 'nova-shortcuts.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exported),
  });
  await expect(row(page, 'refactor').getByLabel('Ctrl+Shift+F')).toBeVisible();
  await expect(row(page, 'search').getByRole('switch', { name: 'Enable Search' })).not.toBeChecked();

  await expect
    .poll(async () => (await (await page.request.get('/api/shortcuts', { headers: { 'user-id': 'default-user' } })).json()).shortcuts)
    .toEqual([
      { id: 'refactor', keys: 'Ctrl+Shift+F', enabled: true },
      { id: 'search', keys: 'Ctrl+F', enabled: false },
    ]);
});

test('corrupt stored shortcuts and recent commands fall back to the defaults', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('keyboardShortcuts', '{"oops": ');
    localStorage.setItem('recentCommands', '[[[');
  });
  await page.goto('/');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  await expect(page.locator('[data-group]').first()).toHaveText('AI Actions');
});
