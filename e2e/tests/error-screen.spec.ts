import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const SETTINGS_CHUNK = '**/assets/settings-page-*.js';

/** Makes the settings page's chunk fail to load, so its component throws while rendering. */
async function breakSettingsChunk(page: Page) {
  await page.route(SETTINGS_CHUNK, (route) => route.abort('failed'));
}

test('a component that throws shows the error screen, and Try Again recovers', async ({ page }) => {
  await breakSettingsChunk(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  for (const name of ['Try Again', 'Reload Page', 'Go Home']) {
    await expect(page.getByRole('button', { name })).toBeVisible();
  }

  const log = await page.evaluate(() => JSON.parse(localStorage.getItem('errorLog') ?? '[]'));
  expect(log).toHaveLength(1);
  expect(log[0].url).toContain('/settings');

  await page.unroute(SETTINGS_CHUNK);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
});

test('caught errors are reported to the server', async ({ page }) => {
  await breakSettingsChunk(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/client-errors')).json()).errors.length)
    .toBe(1);
});

test('Go Home leaves the error screen for the home page', async ({ page }) => {
  await breakSettingsChunk(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hjem' })).toBeVisible();
});

test('after more than 2 errors the screen advises a refresh', async ({ page }) => {
  await breakSettingsChunk(page);
  await page.goto('/settings');
  const tryAgain = page.getByRole('button', { name: 'Try Again' });
  await tryAgain.click();
  await expect(page.getByTestId('error-refresh-warning')).toHaveCount(0);
  await tryAgain.click();
  await expect(page.getByTestId('error-refresh-warning')).toBeVisible();
  await expect(page.getByTestId('error-refresh-warning')).toHaveText('Several errors have occurred. Reloading the page is recommended.');
});

test('Reload Page reloads the document', async ({ page }) => {
  await breakSettingsChunk(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  await page.unroute(SETTINGS_CHUNK);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('button', { name: 'Reload Page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
});
