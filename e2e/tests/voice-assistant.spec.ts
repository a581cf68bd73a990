import AxeBuilder from '@axe-core/playwright';
import { chatMessages, chatPanel, sendChat } from '../support/chat';
import { installSpeechStandIns, say, spoken, startListening, voiceControl } from '../support/speech';
import { expect, test } from '../support/test';
import { toastRegion } from '../support/toast';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installSpeechStandIns);
});

test('"hey nova go to settings" navigates there and is logged to the voice profile', async ({ page }) => {
  await startListening(page);
  const recognitions = await page.evaluate(() => (window as unknown as { __speech: { recognitions: unknown[] } }).__speech.recognitions);
  expect(recognitions[0]).toEqual({ lang: 'en-US', continuous: true, interimResults: true, maxAlternatives: 3 });

  await say(page, 'go to settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Hjem' })).toBeVisible();

  await say(page, 'Hey Nova, go to settings.');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
  await expect(voiceControl(page)).toHaveAttribute('data-state', 'wake-word-active');

  await expect
    .poll(async () => ((await (await page.request.get('/api/voice/profile')).json()) as { stats: { totalCommands: number } }).stats.totalCommands)
    .toBe(1);
});

test('"clear chat" asks for confirmation: "cancel" keeps the chat, "yes" clears it', async ({ page }) => {
  await page.goto('/');
  await sendChat(page, 'Hei fra stemmetesten');
  await expect(chatMessages(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Start stemmestyring (Alt+V)' }).click();
  await expect(voiceControl(page)).toHaveAttribute('data-state', 'listening');

  await say(page, 'hey nova');
  await expect.poll(() => spoken(page)).toEqual(['Yes, how can I help?']);
  await expect(voiceControl(page)).toHaveAttribute('data-state', 'wake-word-active');

  await say(page, 'clear chat');
  await expect(voiceControl(page)).toHaveAttribute('data-state', 'awaiting-confirmation');
  await expect.poll(() => spoken(page)).toEqual(['Yes, how can I help?', 'Clear the chat?', 'Say confirm or cancel.']);
  await say(page, 'cancel');
  await expect.poll(async () => (await spoken(page)).at(-1)).toBe('Action cancelled');
  await expect(voiceControl(page)).toHaveAttribute('data-state', 'wake-word-active');
  await expect(chatMessages(page)).toHaveCount(2);
  await page.reload();
  await expect(chatMessages(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Start stemmestyring (Alt+V)' }).click();
  await say(page, 'hey nova clear the chat');
  await expect(voiceControl(page)).toHaveAttribute('data-state', 'awaiting-confirmation');
  await say(page, 'yes');
  await expect(chatMessages(page)).toHaveCount(0);
  await expect.poll(async () => (await spoken(page)).at(-1)).toBe('Command executed');
  await expect(chatPanel(page).getByText('Start en samtale med AI-assistenten')).toBeVisible();
});

test('an unknown phrase shows "Command Not Recognized" with what was heard', async ({ page }) => {
  await startListening(page);
  await say(page, 'hey nova make me a sandwich');
  await expect(toastRegion(page).getByText('Command Not Recognized')).toBeVisible();
  await expect(toastRegion(page).getByText('"make me a sandwich"')).toBeVisible();
  await expect.poll(async () => (await spoken(page)).at(-1)).toBe('Command not recognized');

  await page.keyboard.press('Alt+Shift+V');
  const panel = page.getByRole('region', { name: 'Stemmestyring' });
  await expect(panel.getByText('«make me a sandwich»')).toBeVisible();
  await expect(panel.getByText('Ikke gjenkjent')).toBeVisible();
  await expect(panel.getByTestId('voice-success-rate')).toHaveText('Suksessrate (siste 20): 0 %');
});

test('the position setting moves the button and survives a reload', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Start stemmestyring (Alt+V)' });
  await expect(voiceControl(page)).toHaveAttribute('data-position', 'bottom-left');
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const before = await button.boundingBox();
  expect(before && before.x < viewport.width / 2 && before.y > viewport.height / 2).toBe(true);

  await page.getByRole('button', { name: 'Åpne stemmepanelet (Alt+Shift+V)' }).click();
  const panel = page.getByRole('region', { name: 'Stemmestyring' });
  await panel.getByRole('tab', { name: 'Innstillinger' }).click();
  await panel.getByLabel('Plassering av knappen').selectOption({ label: 'Øverst til høyre' });
  await expect(voiceControl(page)).toHaveAttribute('data-position', 'top-right');
  const moved = await button.boundingBox();
  expect(moved && moved.x > viewport.width / 2 && moved.y < viewport.height / 2).toBe(true);

  await page.reload();
  await expect(voiceControl(page)).toHaveAttribute('data-position', 'top-right');
  const afterReload = await button.boundingBox();
  expect(afterReload && afterReload.x > viewport.width / 2 && afterReload.y < viewport.height / 2).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('voiceControlPosition'))).toBe('top-right');
});

test('Alt+V toggles listening and Alt+Shift+V the panel; the button can be hidden and shown again', async ({ page }) => {
  await page.goto('/');
  await expect(voiceControl(page)).toHaveAttribute('data-state', 'idle');
  await page.keyboard.press('Alt+V');
  await expect(voiceControl(page)).toHaveAttribute('data-state', 'listening');
  await page.keyboard.press('Alt+V');
  await expect(voiceControl(page)).toHaveAttribute('data-state', 'idle');

  await page.keyboard.press('Alt+Shift+V');
  const panel = page.getByRole('region', { name: 'Stemmestyring' });
  await expect(panel).toBeVisible();
  await panel.getByRole('tab', { name: 'Innstillinger' }).click();
  await panel.getByRole('switch', { name: 'Vis stemmeknappen' }).click();
  await page.keyboard.press('Alt+Shift+V');
  await expect(page.getByRole('button', { name: 'Start stemmestyring (Alt+V)' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hjem' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start stemmestyring (Alt+V)' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('voiceControlEnabled'))).toBe('false');

  await page.keyboard.press('Alt+Shift+V');
  await panel.getByRole('tab', { name: 'Innstillinger' }).click();
  await panel.getByRole('switch', { name: 'Vis stemmeknappen' }).click();
  await expect(page.getByRole('button', { name: 'Start stemmestyring (Alt+V)' })).toBeVisible();
});

test('Alt+Shift+V pressed while the voice control is still loading opens its panel once it has loaded', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/voice-assistant-[\w-]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hjem' })).toBeVisible();
  await expect.poll(() => requested).toBe(true);
  await page.keyboard.press('Alt+Shift+V');
  await expect(voiceControl(page)).toHaveCount(0);
  release();
  await expect(page.getByRole('region', { name: 'Stemmestyring' })).toBeVisible();
});

test('a trained custom command is saved, listed and recognised', async ({ page }) => {
  await page.goto('/');
  // The voice control loads after the first paint; its keys work once it is there.
  await expect(voiceControl(page)).toBeVisible();
  await page.keyboard.press('Alt+Shift+V');
  const panel = page.getByRole('region', { name: 'Stemmestyring' });
  await panel.getByRole('tab', { name: 'Tren' }).click();
  await panel.getByLabel('Fraser (én per linje)').fill('open the campaign board');
  await panel.getByLabel('Handling').selectOption({ label: 'Gå til side eller verktøy' });
  await panel.getByLabel(/^Sti/).fill('/outreach');
  await panel.getByLabel('Beskrivelse (valgfri)').fill('Kampanjetavla');
  await panel.getByRole('button', { name: 'Lagre kommando' }).click();
  await expect(toastRegion(page).getByText('Custom Command Saved')).toBeVisible();
  await expect(panel.getByText(/1 egne kommandoer/)).toBeVisible();

  await panel.getByLabel('Fraser (én per linje)').fill('go to settings');
  await panel.getByRole('button', { name: 'Lagre kommando' }).click();
  await expect(panel.getByRole('alert')).toContainText('body.command.params.path: navigate needs params.path or params.target');
  await panel.getByLabel(/^Sti/).fill('/profile');
  await panel.getByRole('button', { name: 'Lagre kommando' }).click();
  await expect(toastRegion(page).getByText('Failed to Save Command')).toBeVisible();
  await expect(panel.getByRole('alert')).toContainText('already used by the built-in command');

  await panel.getByRole('tab', { name: 'Kommandoer' }).click();
  await expect(panel.getByText('«open the campaign board»')).toBeVisible();

  await page.getByRole('button', { name: 'Start stemmestyring (Alt+V)' }).click();
  await say(page, 'hey nova open the campaign board');
  await expect(page).toHaveURL(/\/outreach$/);
});

test('without speech recognition (as in Firefox) the button says so instead of doing nothing', async ({ page }) => {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.SpeechRecognition;
    delete scope.webkitSpeechRecognition;
  });
  await page.goto('/');
  const button = page.getByRole('button', { name: /Talegjenkjenning støttes ikke/ });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled keeps it clickable (Playwright's click would wait for it to be enabled).
  await button.click({ force: true });
  const panel = page.getByRole('region', { name: 'Stemmestyring' });
  await expect(panel.getByText(/Bruk Chrome eller Edge/)).toBeVisible();
  await expect(voiceControl(page)).toHaveAttribute('data-state', 'idle');
});

test('the voice control and each tab of its panel have no serious or critical axe violations', async ({ page }) => {
  // Five axe analyses: like accessibility.spec, more than one test's default time on a busy 2-core machine.
  test.setTimeout(90_000);
  await startListening(page);
  await say(page, 'hey nova clear chat');
  await expect(voiceControl(page)).toHaveAttribute('data-state', 'awaiting-confirmation');
  await page.keyboard.press('Alt+Shift+V');
  const panel = page.getByRole('region', { name: 'Stemmestyring' });
  await expect(panel.getByRole('alertdialog')).toBeVisible();
  for (const tab of ['Historikk', 'Kommandoer', 'Tren', 'Innstillinger']) {
    await panel.getByRole('tab', { name: tab }).click();
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="voice-control"]').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, tab).toEqual([]);
  }
  await panel.getByRole('button', { name: 'Avbryt' }).click();
  await expect(voiceControl(page)).toHaveAttribute('data-state', 'wake-word-active');
});
