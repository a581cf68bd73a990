import type { Page } from '@playwright/test';

export const leftSidebar = (page: Page) => page.getByRole('complementary', { name: 'Venstre sidepanel' });
export const rightSidebar = (page: Page) => page.getByRole('complementary', { name: 'Høyre sidepanel' });

/** The button naming the sidebar's primary tool (it opens the tool switcher). */
export const primaryToolButton = (page: Page, side: 'left' | 'right') =>
  page.getByRole('button', { name: side === 'left' ? 'Bytt verktøy i venstre sidepanel' : 'Bytt verktøy i høyre sidepanel' });

/** Opens the layout menu unless it is open already (Escape may have closed a toast instead). */
export async function openLayoutMenu(page: Page) {
  const menu = page.getByRole('dialog', { name: 'Oppsett av arbeidsflaten' });
  if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Oppsett', exact: true }).click();
  await menu.waitFor();
  return menu;
}

export async function applyPreset(page: Page, presetName: string) {
  const menu = await openLayoutMenu(page);
  await menu.getByRole('button', { name: new RegExp(`^${presetName}`) }).click();
}
