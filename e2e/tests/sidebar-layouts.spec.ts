import { expect, test } from '../support/test';
import { toastRegion } from '../support/toast';
import { applyPreset, openLayoutMenu, primaryToolButton } from '../support/sidebar';

test('save a layout, change it, and load it back — also after a reload', async ({ page }) => {
  await page.goto('/');
  await applyPreset(page, 'Scraping-modus');

  let menu = await openLayoutMenu(page);
  await menu.getByLabel('Navn på oppsett').fill('Salgsdag');
  await menu.getByRole('button', { name: 'Lagre' }).click();
  await expect(toastRegion(page).getByText('Oppsettet «Salgsdag» er lagret')).toBeVisible();

  await applyPreset(page, 'Utviklermodus');
  await expect(primaryToolButton(page, 'left')).toHaveText('Developer Tools');

  await page.reload();
  menu = await openLayoutMenu(page);
  await menu.getByRole('button', { name: 'Last inn oppsett Salgsdag' }).click();
  await expect(primaryToolButton(page, 'left')).toHaveText('Lead Scraping');
  await expect(primaryToolButton(page, 'right')).toHaveText('Data Analytics');

  await menu.getByRole('button', { name: 'Slett oppsett Salgsdag' }).click();
  await expect(menu.getByText('Ingen lagrede oppsett ennå.')).toBeVisible();
});

test('saving without a name shows an error and saves nothing', async ({ page }) => {
  await page.goto('/');
  const menu = await openLayoutMenu(page);
  await menu.getByRole('button', { name: 'Lagre' }).click();
  await expect(menu.getByRole('alert')).toHaveText('Skriv inn et navn for oppsettet.');
  expect(await page.evaluate(() => localStorage.getItem('sidebarLayouts'))).toBeNull();
});

test('reset restores the defaults and removes the stored configuration', async ({ page }) => {
  await page.goto('/');
  await applyPreset(page, 'Automatisering');
  await page.getByRole('separator', { name: 'Endre bredde på venstre sidepanel' }).focus();
  await page.keyboard.press('End');
  expect(await page.evaluate(() => localStorage.getItem('sidebarConfig'))).not.toBeNull();

  const menu = await openLayoutMenu(page);
  await menu.getByRole('button', { name: 'Tilbakestill oppsett' }).click();
  await expect(primaryToolButton(page, 'left')).toHaveText('Browser Tools');
  await expect(primaryToolButton(page, 'right')).toHaveText('AI Chat');
  await expect(page.getByRole('separator', { name: 'Endre bredde på venstre sidepanel' })).toHaveAttribute('aria-valuenow', '320');
  expect(await page.evaluate(() => [localStorage.getItem('sidebarConfig'), localStorage.getItem('sidebarWidths')])).toEqual([null, null]);
});

test('floating mode shows tools as movable panels that stay where they were put', async ({ page }) => {
  await page.goto('/');
  const menu = await openLayoutMenu(page);
  await menu.getByRole('switch', { name: 'Flytende paneler' }).click();
  await page.getByRole('button', { name: 'Oppsett', exact: true }).click();
  await expect(menu).toBeHidden();

  await expect(page.getByRole('complementary', { name: 'Venstre sidepanel' })).toHaveCount(0);
  const panel = page.getByTestId('floating-browser-tools');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('floating-ai-chat')).toBeVisible();

  const header = page.getByRole('button', { name: 'Flytt panelet Browser Tools (piltaster)' });
  const before = await panel.boundingBox();
  const grip = await header.boundingBox();
  if (!before || !grip) throw new Error('panel not visible');
  await page.mouse.move(grip.x + 40, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + 140, grip.y + grip.height / 2 + 60, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await panel.boundingBox())?.x).toBeCloseTo(before.x + 100, 0);

  await header.focus();
  await page.keyboard.press('ArrowDown');

  await page.reload();
  const after = await page.getByTestId('floating-browser-tools').boundingBox();
  expect(after?.x).toBeCloseTo(before.x + 100, 0);
  expect(after?.y).toBeCloseTo(before.y + 60 + 16, 0);

  await page.getByRole('button', { name: 'Lukk panelet AI Chat' }).click();
  await expect(page.getByTestId('floating-ai-chat')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Åpne AI-chat' })).toBeVisible();
  await page.getByRole('button', { name: 'Åpne AI-chat' }).click();
  await expect(primaryToolButton(page, 'right')).toHaveText('AI Chat');
});

test('corrupt sidebar storage falls back to the defaults', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('sidebarConfig', '{"mode": "floating", "toolPlacements": [{"toolId": 42');
    localStorage.setItem('sidebarLayouts', 'not json at all');
    localStorage.setItem('sidebarWidths', '{"left": "wide"}');
  });
  await page.goto('/');
  await expect(primaryToolButton(page, 'left')).toHaveText('Browser Tools');
  await expect(page.getByRole('separator', { name: 'Endre bredde på venstre sidepanel' })).toHaveAttribute('aria-valuenow', '320');
  const menu = await openLayoutMenu(page);
  await expect(menu.getByText('Ingen lagrede oppsett ennå.')).toBeVisible();
});
