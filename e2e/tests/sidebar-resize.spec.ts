import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { leftSidebar, rightSidebar } from '../support/sidebar';

async function dragBy(page: Page, testId: string, dx: number) {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not visible`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 5 });
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

test.use({ viewport: { width: 1600, height: 900 } });

test('dragging a sidebar stops at 240 and 600, and the width survives a reload', async ({ page }) => {
  await page.goto('/');
  const handle = page.getByRole('separator', { name: 'Endre bredde på venstre sidepanel' });
  await expect(handle).toHaveAttribute('aria-valuenow', '320');

  await dragBy(page, 'resize-left', 900);
  await expect(handle).toHaveAttribute('aria-valuenow', '600');
  expect((await leftSidebar(page).boundingBox())?.width).toBe(600);

  await dragBy(page, 'resize-left', -900);
  await expect(handle).toHaveAttribute('aria-valuenow', '240');
  expect((await leftSidebar(page).boundingBox())?.width).toBe(240);

  await dragBy(page, 'resize-right', -150);
  await expect(page.getByRole('separator', { name: 'Endre bredde på høyre sidepanel' })).toHaveAttribute('aria-valuenow', '470');

  await page.reload();
  await expect(handle).toHaveAttribute('aria-valuenow', '240');
  expect((await leftSidebar(page).boundingBox())?.width).toBe(240);
  expect((await rightSidebar(page).boundingBox())?.width).toBe(470);
  const widths = await page.evaluate(() => JSON.parse(localStorage.getItem('sidebarWidths') ?? '{}'));
  expect(widths).toEqual({ left: 240, right: 470 });
});

test('the focused handle resizes with the arrow keys, Home and End', async ({ page }) => {
  await page.goto('/');
  const handle = page.getByRole('separator', { name: 'Endre bredde på venstre sidepanel' });
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '336');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', '272');
  await page.keyboard.press('End');
  await expect(handle).toHaveAttribute('aria-valuenow', '600');
  await page.keyboard.press('Home');
  await expect(handle).toHaveAttribute('aria-valuenow', '240');
});
