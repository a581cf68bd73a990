import type { Page } from '@playwright/test';

export const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
export const paletteInput = (page: Page) => palette(page).getByRole('combobox', { name: 'Command palette' });

export async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  await paletteInput(page).waitFor();
}

export async function runPaletteCommand(page: Page, search: string, name: string) {
  await openPalette(page);
  await paletteInput(page).fill(search);
  await palette(page).getByRole('option', { name: new RegExp(`^${name}`) }).click();
}
