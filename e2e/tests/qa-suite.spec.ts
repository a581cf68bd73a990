import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type FixtureSite, QA_PLANTED, startFixtureSite } from '../../apps/server/src/test/fixture-site';
import { freePort } from '../support/server';
import { expect, test } from '../support/test';

// A run opens a page in the server's Chromium and runs axe-core in it; give the machine room.
test.describe.configure({ timeout: 90_000 });

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site?.close();
});

const addressField = (page: Page) => page.getByRole('textbox', { name: 'Adresse som skal sjekkes' });
const findingsTable = (page: Page) => page.getByRole('table', { name: 'Funn fra QA-kjøringen' });
const history = (page: Page) => page.getByRole('region', { name: 'Historikk' });
const row = (page: Page, check: string, text: string) => findingsTable(page).getByRole('row').filter({ hasText: check }).filter({ hasText: text });

async function startRun(page: Page, url: string) {
  await addressField(page).fill(url);
  await page.getByRole('button', { name: 'Kjør' }).click();
}

async function expectPlantedFaults(page: Page) {
  await expect(findingsTable(page)).toBeVisible({ timeout: 45_000 });
  await expect(row(page, 'Brutt lenke', '#broken')).toContainText(QA_PLANTED.brokenLink);
  await expect(row(page, 'Alt-tekst', '#no-alt')).toHaveCount(1);
  await expect(row(page, 'Konsollfeil', QA_PLANTED.consoleError)).toHaveCount(1);
  await expect(row(page, 'Sidefeil', QA_PLANTED.pageError)).toHaveCount(1);
  await expect(row(page, 'Feilet forespørsel', QA_PLANTED.failedResource)).toContainText('404');
  await expect(row(page, 'Metabeskrivelse', 'mangler metabeskrivelse')).toHaveCount(1);
  await expect(row(page, 'Tilgjengelighet', `#${QA_PLANTED.unlabelledInputId}`)).toContainText('Kritisk');
}

test('a QA run on the faulty fixture shows the progress bar, then the planted faults; it is in the history after reload', async ({ page }) => {
  await page.goto('/qa-suite');
  await expect(page.getByRole('heading', { level: 1, name: 'QA-suite' })).toBeVisible();
  await expect(history(page)).toContainText('Ingen kjøringer ennå');

  // The fixture holds the page for 2 s, so the run is seen in progress.
  const url = `${site.url}/qa/faulty.html?delay=2000`;
  await startRun(page, url);
  const bar = page.getByRole('progressbar', { name: 'Fremdrift for QA-kjøringen' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(page.getByText('Laster siden …')).toBeVisible();

  await expectPlantedFaults(page);
  await expect(bar).toHaveCount(0);
  const summary = page.getByRole('region', { name: 'Sammendrag' });
  await expect(summary.getByRole('definition').first()).toHaveText('200');

  // Severity filter and sort.
  const critical = page.getByRole('button', { name: /^Kritisk \(1\)$/ });
  await critical.click();
  await expect(critical).toHaveAttribute('aria-pressed', 'false');
  await expect(row(page, 'Tilgjengelighet', `#${QA_PLANTED.unlabelledInputId}`)).toHaveCount(0);
  await critical.press('Enter');
  await expect(row(page, 'Tilgjengelighet', `#${QA_PLANTED.unlabelledInputId}`)).toHaveCount(1);
  await page.getByLabel('Sjekk', { exact: true }).selectOption({ label: 'Brutt lenke' });
  await expect(findingsTable(page).locator('tbody tr[data-check]')).toHaveCount(1);
  await page.getByLabel('Sjekk', { exact: true }).selectOption({ label: 'Alle sjekker' });
  const groups = findingsTable(page).locator('tbody[data-severity-group]');
  await expect(groups.first()).toHaveAttribute('data-severity-group', 'critical');
  await page.getByRole('button', { name: 'Alvorlighet: Sorter etter alvorlighet' }).click();
  await expect(groups.first()).toHaveAttribute('data-severity-group', 'moderate');

  await page.reload();
  const entry = history(page).getByRole('button', { name: `Åpne kjøringen av ${url}` });
  await expect(entry).toContainText('Ferdig');
  await expect(findingsTable(page)).toHaveCount(0);
  await entry.click();
  await expectPlantedFaults(page);

  await history(page).getByRole('button', { name: `Slett kjøringen av ${url}` }).click();
  await expect(entry).toHaveCount(0);
  await expect(history(page)).toContainText('Ingen kjøringer ennå');
  await expect(findingsTable(page)).toHaveCount(0);
});

test('a refused address is explained at once, and an unreachable site gives a failed run with the reason', async ({ page }) => {
  await page.goto('/qa-suite');
  await startRun(page, 'file:///etc/passwd');
  await expect(page.getByRole('alert')).toHaveText('Adresser med «file:» kan ikke åpnes. Bare http, https og about:blank er tillatt.');
  await expect(addressField(page)).toHaveAttribute('aria-invalid', 'true');

  await startRun(page, `http://127.0.0.1:${await freePort()}/`);
  const failure = page.getByRole('region', { name: /^Kjøring/ }).getByRole('alert');
  await expect(failure).toContainText('Kjøringen feilet', { timeout: 30_000 });
  await expect(failure).toContainText('Kunne ikke åpne siden: Serveren nektet tilkoblingen.');
  await expect(history(page).getByRole('button', { name: /Åpne kjøringen av http:\/\/127\.0\.0\.1/ })).toContainText('Feilet');
});

test('the QA suite with a finished run has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/qa-suite');
  await startRun(page, `${site.url}/qa/faulty.html`);
  await expect(findingsTable(page)).toBeVisible({ timeout: 45_000 });
  await expect(history(page).getByRole('listitem')).toHaveCount(1);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(serious).toEqual([]);
});
