import { chatMessages, chatPanel } from '../support/chat';
import { expect, test } from '../support/test';
import { toastRegion } from '../support/toast';

test('generate a key in the panel, copy it, see usage rise after an external call, revoke it', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/');
  await chatPanel(page).getByRole('button', { name: 'API-nøkkel' }).click();
  const dialog = page.getByRole('dialog', { name: 'API-nøkkel for eksternt API' });
  await expect(dialog.getByText('Ingen aktiv API-nøkkel.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Generate API Key' }).click();
  const keyField = dialog.getByTestId('api-key');
  await expect(keyField).toHaveText(/^nova_[\w-]{40,}$/);
  const apiKey = (await keyField.textContent()) ?? '';
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('apiKey') ?? 'null'))).toBe(apiKey);

  await dialog.getByRole('button', { name: 'Kopier nøkkelen' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiKey);

  await expect(dialog.getByTestId('usage-today')).toHaveText('0');
  const external = await page.request.post('/api/ai-chat/external', { headers: { 'X-API-Key': apiKey }, data: { message: 'Hei fra et skript' } });
  expect(external.status()).toBe(200);
  expect(external.headers()['x-ratelimit-limit']).toBe('100');
  expect(external.headers()['x-ratelimit-remaining']).toBe('99');
  expect((await external.json()).message).toContain('Hei fra et skript');
  await expect(dialog.getByTestId('usage-today')).toHaveText('1', { timeout: 8_000 });
  await expect(dialog.getByText('99 av 100 igjen denne timen', { exact: false })).toBeVisible();

  await dialog.getByRole('button', { name: 'Revoke API Key' }).click();
  await expect(toastRegion(page).getByText('API-nøkkel trukket tilbake')).toBeVisible();
  await expect(dialog.getByText('Ingen aktiv API-nøkkel.')).toBeVisible();
  const refused = await page.request.post('/api/ai-chat/external', { headers: { 'X-API-Key': apiKey }, data: { message: 'Etter tilbaketrekking' } });
  expect(refused.status()).toBe(401);

  await page.keyboard.press('Escape');
  await page.reload();
  await expect(chatMessages(page).filter({ hasText: 'Hei fra et skript' }).first()).toBeVisible();
});
