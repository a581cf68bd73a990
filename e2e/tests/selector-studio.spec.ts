import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SELECTORS_TITLE } from '../../apps/server/src/test/fixture-site';
import { clickInPage, liveView, pixelAt, waitForMatchingFrames } from '../support/browser';
import { useEngineServer } from '../support/engine-server';
import { expect, test } from '../support/test';

// One engine (one Chromium) for the file: the tests drive the same tab, so they run in order.
test.describe.configure({ mode: 'serial', timeout: 60_000 });
test.use({ viewport: { width: 1600, height: 1000 } });

const engine = useEngineServer();

const selectorInput = (page: Page) => page.getByRole('textbox', { name: 'CSS-selektor' });
const matchCount = (page: Page) => page.getByTestId('match-count');
const matches = (page: Page) => page.getByRole('list', { name: 'Treff' }).getByRole('listitem');
/** The outline's orange border (#ea580c), allowing for JPEG. */
const isOrange = ([r = 0, g = 0, b = 0]: number[]) => r > 180 && g < 150 && b < 100;
const isWhite = ([r = 0, g = 0, b = 0]: number[]) => r > 240 && g > 240 && b > 240;

/** The studio with the fixture page open in the engine's active tab. */
async function openStudioOnFixture(page: Page) {
  const opened = await page.request.post(`${engine.server.url}/api/browser-engine/navigate`, { data: { input: `${engine.site.url}/selectors.html` } });
  expect(opened.ok()).toBe(true);
  await page.goto(`${engine.server.url}/selector-studio`);
  await expect(liveView(page)).toBeVisible();
  await expect(selectorInput(page)).toBeVisible({ timeout: 15_000 });
  await waitForMatchingFrames(page);
}

test('with no page open it asks for one; typing a selector counts, lists and outlines the matches', async ({ page }) => {
  await page.goto(`${engine.server.url}/selector-studio`);
  await expect(page.getByRole('heading', { name: 'Selector Studio', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ingen side er åpen' })).toBeVisible({ timeout: 15_000 });
  const address = page.getByRole('textbox', { name: 'Adresse til siden' });
  await address.fill(`${engine.site.url}/selectors.html`);
  await address.press('Enter');
  await expect(selectorInput(page)).toBeVisible();
  await waitForMatchingFrames(page);
  // The first product's name starts at x 40; the outline's 3 px border sits just left of it.
  await expect.poll(async () => isWhite(await pixelAt(page, 38, 125))).toBe(true);

  await selectorInput(page).fill('.product .name');
  await expect(matchCount(page)).toHaveText('3 treff');
  await expect(matches(page)).toHaveCount(3);
  await expect(matches(page).nth(0)).toContainText('Honning');
  await expect(matches(page).nth(1)).toContainText('Voks');
  await expect(matches(page).nth(2)).toContainText('class');
  await expect.poll(async () => isOrange(await pixelAt(page, 38, 125))).toBe(true);
  await expect.poll(async () => isOrange(await pixelAt(page, 38, 185))).toBe(true);

  await selectorInput(page).fill('.product a');
  await expect(matchCount(page)).toHaveText('3 treff');
  await expect(matches(page).nth(0)).toContainText(`${engine.site.url}/produkt/1`);
  // The names are no longer outlined.
  await expect.poll(async () => isWhite(await pixelAt(page, 38, 125))).toBe(true);

  await selectorInput(page).fill('li[data-sku=');
  await expect(page.getByTestId('selector-error')).toHaveText(
    "Ugyldig selektor:Failed to execute 'querySelectorAll' on 'Document': 'li[data-sku=' is not a valid selector.",
  );
  await expect(selectorInput(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(matchCount(page)).toHaveCount(0);

  await selectorInput(page).press('Escape');
  await expect(selectorInput(page)).toHaveValue('');
  await expect(page.getByTestId('selector-error')).toHaveCount(0);
});

test('pick mode: a click in the live view suggests a selector instead of clicking the page', async ({ page }) => {
  await openStudioOnFixture(page);
  const pick = page.getByRole('button', { name: 'Velg element' });
  await pick.click();
  await expect(page.getByRole('button', { name: 'Klikk på et element i siden …' })).toHaveAttribute('aria-pressed', 'true');
  await clickInPage(page, 100, 30);
  await expect(page.getByTestId('suggested-selector')).toHaveText('#signup');
  await expect(selectorInput(page)).toHaveValue('#signup');
  await expect(selectorInput(page)).toBeFocused();
  await expect(matchCount(page)).toHaveText('1 treff');
  await expect(page.getByRole('button', { name: 'Velg element' })).toHaveAttribute('aria-pressed', 'false');
  // The page itself was not clicked (#signup would have changed its title).
  const context = await (await page.request.get(`${engine.server.url}/api/browser-engine/context`)).json();
  expect(context.title).toBe(SELECTORS_TITLE);

  // An alternative replaces the field's selector.
  await pick.click();
  await clickInPage(page, 330, 185);
  await expect(page.getByTestId('suggested-selector')).toHaveText('li[data-sku="voks-2"]');
  const alternatives = page.getByRole('list', { name: 'Alternativer' }).getByRole('button');
  await expect(alternatives.first()).toBeVisible();
  const alternative = (await alternatives.first().textContent()) ?? '';
  await alternatives.first().click();
  await expect(selectorInput(page)).toHaveValue(alternative);
  await expect(matchCount(page)).toHaveText('1 treff');

  // Esc leaves pick mode without picking.
  await pick.click();
  await liveView(page).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Velg element' })).toHaveAttribute('aria-pressed', 'false');
});

test('save a selector, use it in a new workflow, run it and see the extracted values', async ({ page }) => {
  await openStudioOnFixture(page);
  await selectorInput(page).fill('.product .name');
  await expect(matchCount(page)).toHaveText('3 treff');
  await page.getByRole('textbox', { name: 'Navn', exact: true }).fill('Produktnavn');
  await page.getByRole('button', { name: 'Lagre selektoren' }).click();
  const saved = page.getByRole('list', { name: 'Lagrede selektorer' }).getByRole('listitem', { name: 'Produktnavn' });
  await expect(saved).toContainText('.product .name');

  // The same name again is refused with the server's reason.
  await page.getByRole('textbox', { name: 'Navn', exact: true }).fill('produktnavn');
  await page.getByRole('button', { name: 'Lagre selektoren' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Du har allerede en selektor som heter «Produktnavn».' })).toBeVisible();

  await saved.getByRole('button', { name: 'Bruk Produktnavn i en ny arbeidsflyt' }).click();
  await expect(page).toHaveURL(/\/workflows$/);
  const list = page.getByRole('navigation', { name: 'Arbeidsflyter' });
  await expect(list.getByRole('button', { name: 'Hent Produktnavn' })).toHaveAttribute('aria-current', 'true');
  const runLog = page.getByRole('region', { name: 'Kjøringslogg' });
  await runLog.getByRole('button', { name: 'Kjør' }).click();
  await expect(runLog.getByTestId('run-status')).toHaveText('Fullført', { timeout: 20_000 });
  await expect(runLog.getByRole('list', { name: 'Steg' })).toContainText('browser.extract');
  const output = runLog.locator('pre');
  await expect(output).toContainText('Honning');
  await expect(output).toContainText('Voks');
  await expect(output).toContainText('Pollen');
});

test('rename and delete a saved selector from the list', async ({ page }) => {
  // Each test has its own browser context, so its own workspace and saved selectors.
  await openStudioOnFixture(page);
  await expect(page.getByText('Ingen lagrede selektorer ennå.', { exact: false })).toBeVisible();
  await selectorInput(page).fill('.product .name');
  await page.getByRole('textbox', { name: 'Navn', exact: true }).fill('Produktnavn');
  await page.getByRole('button', { name: 'Lagre selektoren' }).click();
  await selectorInput(page).fill('');
  const savedList = page.getByRole('list', { name: 'Lagrede selektorer' });
  await savedList.getByRole('button', { name: 'Gi Produktnavn nytt navn' }).click();
  const rename = page.getByRole('textbox', { name: 'Nytt navn' });
  await expect(rename).toBeFocused();
  await rename.fill('Navn på produkt');
  await rename.press('Enter');
  const item = savedList.getByRole('listitem', { name: 'Navn på produkt' });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Bruk Navn på produkt i feltet' }).click();
  await expect(selectorInput(page)).toHaveValue('.product .name');
  await expect(matchCount(page)).toHaveText('3 treff');

  await item.getByRole('button', { name: 'Slett Navn på produkt' }).click();
  await item.getByRole('button', { name: 'Ja, slett' }).click();
  await expect(page.getByText('Ingen lagrede selektorer ennå.', { exact: false })).toBeVisible();
});

test('/selector-studio has no serious or critical axe violations', async ({ page }) => {
  await openStudioOnFixture(page);
  await selectorInput(page).fill('.product');
  await expect(matchCount(page)).toHaveText('3 treff');
  await page.getByRole('button', { name: 'Velg element' }).click();
  await clickInPage(page, 50, 345);
  await expect(page.getByTestId('suggested-selector')).toHaveText('section.notes > p:nth-of-type(2)');
  await page.getByRole('textbox', { name: 'Navn', exact: true }).fill('Andre notat');
  await page.getByRole('button', { name: 'Lagre selektoren' }).click();
  await expect(page.getByRole('list', { name: 'Lagrede selektorer' }).getByRole('listitem')).toHaveCount(1);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(serious).toEqual([]);
});
