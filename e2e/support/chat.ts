import type { Page } from '@playwright/test';

export const chatPanel = (page: Page) => page.getByRole('region', { name: 'AI-chat' }).first();
export const chatInput = (page: Page) => chatPanel(page).getByRole('combobox', { name: 'Melding til AI-assistenten' });
export const chatMessages = (page: Page) => chatPanel(page).locator('article[data-message-id]');

/** Types a message and sends it with Enter; lines after the first are added with Shift+Enter. */
export async function sendChat(page: Page, text: string) {
  const input = chatInput(page);
  const [first, ...rest] = text.split('\n');
  await input.fill(first ?? '');
  for (const line of rest) {
    await input.press('Shift+Enter');
    await input.pressSequentially(line);
  }
  await input.press('Enter');
}

export async function modelRequests(): Promise<{ messages: { role: string; content: string }[] }[]> {
  const res = await fetch(`${process.env.E2E_MODEL_URL}/__requests`);
  return (await res.json()) as { messages: { role: string; content: string }[] }[];
}
