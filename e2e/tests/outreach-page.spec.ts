import { seriousViolations } from '../support/axe';
import { toastRegion } from '../support/toast';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 90_000 });

test('/outreach shows the Outreach Engine with its tabs, sample data and new-campaign dialog', async ({ page }) => {
  await page.goto('/outreach');
  const main = page.locator('section[aria-labelledby="page-title"]');
  await expect(main.getByRole('heading', { level: 1, name: 'Outreach' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Outreach Engine' })).toBeVisible();
  const tabs = main.getByRole('tablist', { name: 'Outreach-visninger' });
  await expect(tabs.getByRole('tab')).toHaveText(['Kampanjer', 'Prospekter', 'Signaler', 'Analyse']);
  await expect(main.getByRole('list', { name: 'Kampanjer' }).getByRole('listitem').first()).toBeVisible();

  // Keyboard: arrow keys move between the tabs.
  await tabs.getByRole('tab', { name: 'Kampanjer' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Prospekter' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('list', { name: 'Prospekter' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');

  await main.getByRole('button', { name: 'Ny kampanje' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Kampanjenavn' }).fill('Vårkampanje');
  await dialog.getByRole('button', { name: 'Opprett kampanje' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Velg minst én signaltype.');
  await dialog.getByRole('checkbox', { name: 'Anmeldelser' }).check();
  await dialog.getByRole('button', { name: 'Opprett kampanje' }).click();
  await expect(toastRegion(page)).toContainText('«Vårkampanje» er lagret som utkast. Ingenting er sendt.');
  await expect(dialog).toBeHidden();

  expect(await seriousViolations(page)).toEqual([]);
});
