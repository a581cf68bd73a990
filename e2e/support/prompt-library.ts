import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const promptLibrary = (page: Page) => page.getByRole('dialog', { name: 'Prompt Library' });
export const promptCards = (page: Page) => promptLibrary(page).getByRole('article');
export const promptCardTitles = (page: Page) => promptCards(page).getByRole('heading', { level: 3 });
export const promptCard = (page: Page, title: string) => promptLibrary(page).getByRole('article', { name: title, exact: true });
export const promptResultCount = (page: Page) => promptLibrary(page).getByTestId('prompt-result-count');

/** The library's code loads on first use, which takes a while on a loaded CI machine. */
export const FIRST_LOAD_TIMEOUT_MS = 15_000;

/** Ctrl+P from outside any text field (shortcuts in text fields only fire for send and save). */
export async function openPromptLibrary(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+p');
  await expect(promptLibrary(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT_MS });
}

export async function libraryMenu(page: Page, item: string) {
  await promptLibrary(page).getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

export interface ServerPrompt {
  id: string;
  title: string;
  content: string;
  isCustom: boolean;
  isFavorite: boolean;
  usageCount: number;
}

/** The workspace's prompts as the server holds them (the request shares the page's session cookie). */
export async function serverPrompts(request: APIRequestContext): Promise<ServerPrompt[]> {
  const res = await request.get('/api/prompts');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { prompts: ServerPrompt[] }).prompts;
}
