import fs from 'node:fs';
import { FAILURE_MARKER, HOSTILE_MARKER } from '../support/openai-stand-in';
import { startServer } from '../support/server';
import { chatInput, chatMessages, chatPanel, modelRequests, sendChat } from '../support/chat';
import { expect, test } from '../support/test';
import { toastRegion } from '../support/toast';

test('send a message and see the streamed reply; both are still there after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(chatPanel(page).getByText('Start en samtale med AI-assistenten')).toBeVisible();
  await sendChat(page, 'Hei, hvem er du?');
  await expect(chatMessages(page)).toHaveCount(2);
  await expect(chatMessages(page).nth(0)).toContainText('Hei, hvem er du?');
  await expect(chatMessages(page).nth(1)).toContainText('Svar: Hei, hvem er du?');
  await expect(chatInput(page)).toBeEnabled();
  await expect(chatInput(page)).toHaveValue('');

  await page.reload();
  await expect(chatMessages(page)).toHaveCount(2);
  await expect(chatMessages(page).nth(1)).toHaveAttribute('data-role', 'assistant');
});

test('empty or whitespace input is never sent; Shift+Enter adds a line', async ({ page }) => {
  await page.goto('/');
  await chatInput(page).fill('   ');
  await chatInput(page).press('Enter');
  await expect(chatPanel(page).getByRole('button', { name: 'Send' })).toBeDisabled();
  await chatInput(page).fill('linje en');
  await chatInput(page).press('Shift+Enter');
  await expect(chatInput(page)).toHaveValue('linje en\n');
  await expect(chatMessages(page)).toHaveCount(0);
});

test('without an API key the reply is the Norwegian fallback that repeats the question', async ({ page }) => {
  const server = await startServer({ env: { OPENAI_API_KEY: '' } });
  try {
    await page.goto(server.url);
    await sendChat(page, 'Hva koster abonnementet?');
    const reply = chatMessages(page).nth(1);
    await expect(reply).toHaveAttribute('data-role', 'assistant');
    await expect(reply).toContainText('Hva koster abonnementet?');
    await expect(reply).toContainText('OPENAI_API_KEY');
  } finally {
    await server.stop();
  }
});

test('Ctrl+F searches the history; Enter and Shift+Enter step through 3 matches and wrap', async ({ page }) => {
  await page.goto('/');
  for (const n of [1, 2, 3]) {
    await sendChat(page, `Spørsmål ${n}\nom kiwi`);
    await expect(chatMessages(page)).toHaveCount(n * 2);
  }
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+f');
  const search = chatPanel(page).getByRole('searchbox', { name: 'Søk i meldinger' });
  await expect(search).toBeFocused();
  await search.fill('KIWI');
  const position = chatPanel(page).getByTestId('chat-search-position');
  await expect(position).toHaveText('1/3');
  await expect(chatPanel(page).locator('[data-highlighted]')).toContainText('Spørsmål 1');
  await search.press('Enter');
  await expect(position).toHaveText('2/3');
  await search.press('Enter');
  await expect(position).toHaveText('3/3');
  await search.press('Enter');
  await expect(position).toHaveText('1/3');
  await search.press('Shift+Enter');
  await expect(position).toHaveText('3/3');
  await expect(chatPanel(page).locator('[data-highlighted]')).toContainText('Spørsmål 3');
  await expect(chatPanel(page).locator('[data-highlighted]')).toHaveCount(0, { timeout: 2_000 });
  await search.press('Escape');
  await expect(search).toBeHidden();
});

test('every export format downloads with the right name and content; HTML shows <script> as text', async ({ page, browser }) => {
  await page.goto('/');
  await sendChat(page, 'Vis dette: <script>window.__pwned = 3</script>');
  await expect(chatMessages(page)).toHaveCount(2);

  const formats = [
    { item: 'JSON', ext: 'json' },
    { item: 'Markdown', ext: 'md' },
    { item: 'HTML', ext: 'html' },
    { item: 'Ren tekst', ext: 'txt' },
  ];
  const files: Record<string, string> = {};
  for (const { item, ext } of formats) {
    await chatPanel(page).getByRole('button', { name: 'Eksporter' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^Nova-Chat-\\d{4}-\\d{2}-\\d{2}-\\d{2}-\\d{2}\\.${ext}$`));
    files[ext] = fs.readFileSync(await download.path(), 'utf8');
  }
  const json = JSON.parse(files.json ?? '{}') as { messages: { role: string; content: string }[] };
  expect(json.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  expect(json.messages[0]?.content).toBe('Vis dette: <script>window.__pwned = 3</script>');
  expect(files.md).toContain('Vis dette: <script>window.__pwned = 3</script>');
  expect(files.txt).toContain('Vis dette: <script>window.__pwned = 3</script>');
  expect(files.html).not.toContain('<script>window.__pwned');

  const viewer = await browser.newPage();
  await viewer.setContent(files.html ?? '');
  await expect(viewer.getByText('Vis dette: <script>window.__pwned = 3</script>').first()).toBeVisible();
  expect(await viewer.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await viewer.close();
});

test('a reply containing <img onerror> and <script> runs nothing and is shown as text', async ({ page }) => {
  await page.goto('/');
  const dialogs: string[] = [];
  page.on('dialog', (d) => void d.dismiss().then(() => dialogs.push(d.message())));
  await sendChat(page, `Vis et bilde ${HOSTILE_MARKER}`);
  const reply = chatMessages(page).nth(1);
  await expect(reply).toContainText('ferdig.');
  await expect(reply.locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('two tabs: a message and a reaction in one appear in the other', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/');
  await expect(chatPanel(second).getByText('Start en samtale med AI-assistenten')).toBeVisible();

  await sendChat(first, 'Synkroniseres dette?');
  await expect(chatMessages(second)).toHaveCount(2);
  await expect(chatMessages(second).nth(0)).toContainText('Synkroniseres dette?');

  await chatMessages(first).nth(1).getByRole('button', { name: 'Liker' }).click();
  await expect(chatMessages(second).nth(1).getByRole('button', { name: 'Liker' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chatPanel(second).getByText('Synkroniserer...')).toBeVisible();

  await chatMessages(second).nth(1).getByRole('button', { name: 'Liker' }).click();
  await expect(chatMessages(first).nth(1).getByRole('button', { name: 'Liker' })).toHaveAttribute('aria-pressed', 'false');
});

test('a quick action sends its Norwegian request with the page context', async ({ page }) => {
  await page.route('**/api/browser-engine/context', (route) =>
    route.fulfill({ json: { url: 'https://nyheter.example/artikkel-42', title: 'Artikkel 42 om fjorder', selectedText: '' } }),
  );
  await page.goto('/');
  await expect(chatPanel(page).getByTestId('chat-context')).toContainText('Artikkel 42 om fjorder');
  await chatPanel(page).getByRole('button', { name: 'Oppsummer' }).click();
  await expect(chatMessages(page).nth(0)).toContainText('Oppsummer artikkelen i kulepunkter.');
  await expect(chatMessages(page)).toHaveCount(2);

  const sent = (await modelRequests()).flatMap((r) => r.messages.filter((m) => m.role === 'user').slice(-1));
  const question = sent.find((m) => m.content.includes('Oppsummer artikkelen i kulepunkter.') && m.content.includes('artikkel-42'));
  expect(question?.content).toContain('Artikkel 42 om fjorder');
});

test('an upstream failure keeps the question and shows the error toast', async ({ page }) => {
  await page.goto('/');
  await sendChat(page, `Dette feiler ${FAILURE_MARKER}`);
  await expect(toastRegion(page).getByText('Kunne ikke sende melding til AI-assistenten')).toBeVisible();
  await expect(chatMessages(page)).toHaveCount(1);
  await expect(chatMessages(page).nth(0)).toContainText('Dette feiler');
  await page.reload();
  await expect(chatMessages(page)).toHaveCount(1);
});

test('corrupt chat settings fall back to the defaults', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('chatSettings', '{"theme": 12, "fontSize": "huge", "autoSpeak": "yes"'));
  await page.goto('/');
  await expect(chatPanel(page)).toHaveAttribute('data-chat-theme', 'standard');
  await expect(chatPanel(page)).toHaveAttribute('data-chat-font', 'normal');
});
