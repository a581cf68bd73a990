import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { browserTabs, liveView } from '../support/browser';
import { sendChat } from '../support/chat';
import { openPalette } from '../support/palette';
import { applyPreset, openLayoutMenu } from '../support/sidebar';
import { expect, test } from '../support/test';

// axe walks the whole workspace DOM; on a busy 2-core machine one analysis can take 10 s and more.
test.describe.configure({ timeout: 90_000 });

async function seriousViolations(page: Page) {
  // Panels load lazily: check them, not their loading text.
  await expect(page.getByText('Laster panel …')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

test('the workspace with a chat conversation has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/');
  await sendChat(page, 'Hei');
  await expect(page.locator('article[data-role="assistant"]')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

// One test per preset: each loads its own panels, and together they outlast one test's timeout under load.
for (const preset of ['Scraping-modus', 'Utviklermodus', 'Automatisering', 'Research']) {
  test(`the workspace with the ${preset} preset has no serious or critical axe violations`, async ({ page }) => {
    await page.goto('/');
    await applyPreset(page, preset);
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the browser workspace has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/browser');
  await expect(liveView(page)).toBeVisible();
  await expect(browserTabs(page)).toHaveCount(1, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('the layout menu, palette and shortcut editor have no serious or critical axe violations', async ({ page }) => {
  await page.goto('/');
  await openLayoutMenu(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await openPalette(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.keyboard.press('F1');
  await page.getByRole('button', { name: 'Endre hurtigtaster' }).click();
  await expect(page.getByRole('dialog', { name: 'Keyboard Shortcuts' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
