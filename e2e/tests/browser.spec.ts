import { FIXTURE_TITLE } from '../../apps/server/src/test/fixture-site';
import { addressBar, browserTabs, clickInPage, liveView, paintedFrames, pixelAt, waitForMatchingFrames } from '../support/browser';
import { useEngineServer } from '../support/engine-server';
import { startServer } from '../support/server';
import { expect, test } from '../support/test';

// One engine (one Chromium) for the file: the tests drive the same tabs, so they run in order.
test.describe.configure({ mode: 'serial' });
// Tall enough that the fixture's input (y 700–740) is inside the live view.
test.use({ viewport: { width: 1600, height: 1000 } });

const engine = useEngineServer();

const isBlue = ([r = 0, , b = 0]: number[]) => b > 180 && r < 90;
const isGreen = ([r = 0, g = 0, b = 0]: number[]) => g > 130 && r < 90 && b < 120;

test('open /browser, type the address, and see the page title in the tab strip', async ({ page }) => {
  await page.goto(`${engine.server.url}/browser`);
  await expect(liveView(page)).toBeVisible();
  await expect(browserTabs(page)).toHaveCount(1);
  await addressBar(page).fill(`${engine.site.url}/index.html`);
  await addressBar(page).press('Enter');
  await expect(browserTabs(page).first()).toHaveText(FIXTURE_TITLE);
  await expect(browserTabs(page).first()).toHaveAttribute('aria-current', 'page');
  await expect(addressBar(page)).toHaveValue(`${engine.site.url}/index.html`);
});

test('click a button inside the live view and see the page react in the next frames', async ({ page }) => {
  await page.goto(`${engine.server.url}/browser`);
  await expect(browserTabs(page).first()).toHaveText(FIXTURE_TITLE);
  await waitForMatchingFrames(page);
  await expect.poll(async () => isBlue(await pixelAt(page, 150, 80))).toBe(true);

  const before = await paintedFrames(page);
  await clickInPage(page, 100, 50);
  await expect.poll(async () => isGreen(await pixelAt(page, 150, 80))).toBe(true);
  expect(await paintedFrames(page)).toBeGreaterThan(before);
  const content = await (await page.request.get(`${engine.server.url}/api/browser-engine/content`)).json();
  expect(content.text).toContain('Trykket 1 ganger');
});

test('type into an input inside the page', async ({ page }) => {
  await page.goto(`${engine.server.url}/browser`);
  await expect(browserTabs(page).first()).toHaveText(FIXTURE_TITLE);
  await waitForMatchingFrames(page);
  await clickInPage(page, 150, 720);
  await expect(liveView(page)).toBeFocused();
  await page.keyboard.type('Hei Nova');
  await expect
    .poll(async () => (await (await page.request.get(`${engine.server.url}/api/browser-engine/content`)).json()).text)
    .toMatch(/^Skrevet: Hei Nova$/m);
});

test('double-click a word in the page and the browser context returns it as the selection', async ({ page }) => {
  await page.goto(`${engine.server.url}/browser`);
  await expect(browserTabs(page).first()).toHaveText(FIXTURE_TITLE);
  await waitForMatchingFrames(page);
  await clickInPage(page, 20, 315, { clickCount: 2 });
  await expect
    .poll(async () => (await (await page.request.get(`${engine.server.url}/api/browser-engine/context`)).json()).selectedText)
    .toBe('Nova');
});

test('new tabs open and close from the tab strip; a refused address shows its reason', async ({ page }) => {
  await page.goto(`${engine.server.url}/browser`);
  await expect(browserTabs(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Ny fane' }).click();
  await expect(browserTabs(page)).toHaveCount(2);
  await expect(addressBar(page)).toBeFocused();
  await addressBar(page).fill('file:///etc/passwd');
  await addressBar(page).press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Adresser med «file:» kan ikke åpnes. Bare http, https og about:blank er tillatt.');
  await page.getByRole('button', { name: 'Lukk fanen Ny fane' }).click();
  await expect(browserTabs(page)).toHaveCount(1);
  await expect(browserTabs(page).first()).toHaveText(FIXTURE_TITLE);
});

test('without Chromium, /browser explains how to install it and the rest still works', async ({ page }) => {
  const noChromium = await startServer({ env: { CHROMIUM_PATH: '/nonexistent/chromium' } });
  try {
    await page.goto(`${noChromium.url}/browser`);
    await expect(page.getByRole('heading', { name: 'Nettleseren er ikke tilgjengelig' })).toBeVisible();
    await expect(page.getByText('sudo apt-get install -y chromium', { exact: true })).toBeVisible();
    await expect(page.getByText(/CHROMIUM_PATH=/)).toBeVisible();
    await page.goto(`${noChromium.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await noChromium.stop();
  }
});
