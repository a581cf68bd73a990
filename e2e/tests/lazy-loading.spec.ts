import { expect, test } from '../support/test';

test('a slow page chunk shows the "Loading..." skeleton until it arrives', async ({ page }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/settings-page-*.js', async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hjem' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Innstillinger' }).click();

  // Home's own sections may still say "Loading..." while Suspense hides them; only the visible text counts.
  const skeleton = page.getByRole('main').getByText('Loading...').filter({ visible: true });
  await expect(skeleton).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
  await expect(skeleton).toHaveCount(0);
});
