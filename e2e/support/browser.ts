import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

export const liveView = (page: Page): Locator => page.getByRole('application', { name: 'Nettsiden', exact: true });
export const addressBar = (page: Page): Locator => page.getByRole('textbox', { name: 'Adresse eller søk' });
/** The switch button of each tab in the tab strip (the close buttons are named "Lukk fanen …"). */
export const browserTabs = (page: Page): Locator =>
  page.getByRole('list', { name: 'Faner', exact: true }).getByRole('listitem').locator('button:first-child');

/** Painted frames so far (the canvas counts them in data-frames). */
export async function paintedFrames(page: Page): Promise<number> {
  return Number((await liveView(page).getAttribute('data-frames')) ?? '0');
}

/** Waits until the live view paints frames rendered at its own size, so canvas and page pixels line up. */
export async function waitForMatchingFrames(page: Page): Promise<void> {
  await expect
    .poll(async () =>
      liveView(page).evaluate((canvas: HTMLCanvasElement) => `${canvas.dataset.frameSize}` === `${canvas.width}x${canvas.height}`),
    )
    .toBe(true);
}

/** Clicks the live view at a point given in the remote page's CSS pixels. */
export async function clickInPage(page: Page, x: number, y: number, options: { clickCount?: number } = {}): Promise<void> {
  const box = await liveView(page).boundingBox();
  if (!box) throw new Error('live view is not visible');
  if (options.clickCount === 2) await page.mouse.dblclick(box.x + x, box.y + y);
  else await page.mouse.click(box.x + x, box.y + y);
}

/** The colour of the live view's pixel at a point in page CSS pixels, as [r, g, b]. */
export async function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
  return liveView(page).evaluate(
    (canvas: HTMLCanvasElement, point) => {
      const ratio = canvas.width / canvas.clientWidth;
      const data = canvas.getContext('2d')?.getImageData(Math.round(point.x * ratio), Math.round(point.y * ratio), 1, 1).data;
      return data ? [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0] : [];
    },
    { x, y },
  );
}
