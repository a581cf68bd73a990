import { expect, test } from '../support/test';
import { applyPreset, leftSidebar } from '../support/sidebar';
import { toastRegion } from '../support/toast';

test('Lead Scraping starts with companies, emails and phones checked, social unchecked; Oppsett shows 500 and 1000', async ({ page }) => {
  await page.goto('/');
  await applyPreset(page, 'Scraping-modus');
  const panel = leftSidebar(page);

  for (const name of ['E-poster', 'Telefonnumre', 'Bedrifter']) {
    await expect(panel.getByRole('checkbox', { name })).toBeChecked();
  }
  await expect(panel.getByRole('checkbox', { name: 'Sosiale medier' })).not.toBeChecked();
  await expect(panel.getByRole('combobox', { name: 'Datakilde' })).toHaveValue('all');

  await panel.getByRole('tab', { name: 'Oppsett' }).click();
  await expect(panel.getByRole('spinbutton', { name: /Maks antall resultater/ })).toHaveValue('500');
  await expect(panel.getByRole('spinbutton', { name: /Forsinkelse/ })).toHaveValue('1000');
  await expect(panel.getByRole('switch', { name: /duplikat/i })).toBeChecked();
  await expect(panel.getByRole('switch', { name: /Verifiser e-post/i })).toBeChecked();
  await expect(panel.getByRole('switch', { name: /GDPR/ })).not.toBeChecked();
});

test('Start Scraping only writes to the console', async ({ page }) => {
  await page.goto('/');
  await applyPreset(page, 'Scraping-modus');
  await page.waitForLoadState('networkidle');
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await leftSidebar(page).getByRole('textbox', { name: 'Søkeord' }).fill('IT-konsulenter i Bergen');
  const [message] = await Promise.all([
    page.waitForEvent('console', (msg) => msg.text().includes('Start Scraping')),
    leftSidebar(page).getByRole('button', { name: 'Start Scraping' }).click(),
  ]);
  expect(message.text()).toContain('Start Scraping');
  expect(apiCalls).toEqual([]);
});

test('Aktive shows running jobs with a spinner and failed jobs in the destructive style', async ({ page }) => {
  await page.goto('/');
  await applyPreset(page, 'Scraping-modus');
  await leftSidebar(page).getByRole('tab', { name: 'Aktive' }).click();
  await expect(leftSidebar(page).getByRole('button', { name: /^Pause/ }).first()).toBeVisible();
  await expect(leftSidebar(page).getByRole('button', { name: /^Last ned/ }).first()).toBeVisible();
  await expect(leftSidebar(page).locator('.animate-spin').first()).toBeVisible();
  await expect(leftSidebar(page).locator('.bg-destructive').first()).toBeVisible();
});

test('the outreach dialog shows a confirmation and sends no request', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Alt+5');
  const panel = leftSidebar(page);
  await expect(panel.getByRole('tab', { name: 'Kampanjer' })).toHaveAttribute('aria-selected', 'true');

  // Nothing about the campaign leaves the page: no request but plain GETs (code chunks,
  // the chat's background polling), and none that mentions the campaign.
  const requests: string[] = [];
  page.on('request', (request) => {
    const sent = `${request.url()} ${request.postData() ?? ''}`;
    if (request.method() !== 'GET' || /campaign|kampanje|Vårkampanje|V%C3%A5rkampanje/i.test(sent)) requests.push(`${request.method()} ${request.url()}`);
  });

  await panel.getByRole('button', { name: 'Ny kampanje' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny kampanje' });
  await expect(dialog.getByRole('radio', { name: '14 dager' })).toBeChecked();
  await expect(dialog).toContainText('Dag 0');
  await expect(dialog).toContainText('Dag 11');

  await dialog.getByRole('button', { name: 'Opprett kampanje' }).click();
  await expect(dialog.getByText('Kampanjen må ha et navn.')).toBeVisible();
  await expect(dialog.getByText('Velg minst én signaltype.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Kampanjenavn' }).fill('Vårkampanje');
  await dialog.getByRole('checkbox', { name: 'Lanseringer' }).click();
  await dialog.getByRole('radio', { name: '30 dager' }).check();
  await dialog.getByRole('button', { name: 'Opprett kampanje' }).click();

  await expect(dialog).toBeHidden();
  await expect(toastRegion(page).getByText('Kampanje opprettet')).toBeVisible();
  await expect(toastRegion(page).getByText(/«Vårkampanje»/)).toBeVisible();
  expect(requests).toEqual([]);
});
