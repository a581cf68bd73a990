import { expect, test } from '../support/test';

test('corrupt JSON in errorLog neither breaks the page nor the next error report', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('errorLog', '{this is not json');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hjem' })).toBeVisible();

  await page.route('**/assets/profile-page-*.js', (route) => route.abort('failed'));
  await page.getByRole('navigation').getByRole('link', { name: 'Profil' }).click();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  const log = await page.evaluate(() => JSON.parse(localStorage.getItem('errorLog') ?? 'null'));
  expect(log).toHaveLength(1);
});
