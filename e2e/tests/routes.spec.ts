import { expect, test } from '../support/test';

const pages = [
  { path: '/', heading: 'Hjem' },
  { path: '/browser', heading: 'Nettleser' },
  { path: '/settings', heading: 'Innstillinger' },
  { path: '/profile', heading: 'Profil' },
  { path: '/outreach', heading: 'Outreach' },
  { path: '/qa-suite', heading: 'QA-suite' },
  { path: '/selector-studio', heading: 'Selector Studio' },
  { path: '/developer-dashboard', heading: 'Utviklerpanel' },
];

for (const { path, heading } of pages) {
  test(`${path} renders its page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} · Nova Workspace`);
    await expect(page.getByRole('navigation', { name: 'Hovednavigasjon' })).toBeVisible();
  });
}

test('navigating by the top bar changes the page without a reload', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('navigation').getByRole('link', { name: 'Innstillinger' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('an unknown path shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Siden finnes ikke' })).toBeVisible();
  await page.getByRole('link', { name: 'Gå til forsiden' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hjem' })).toBeVisible();
});
