import { chatInput, chatMessages, chatPanel, sendChat } from '../support/chat';
import { STAND_IN_TRANSCRIPT, type TranscriptionUpload } from '../support/openai-stand-in';
import { startServer } from '../support/server';
import { installSpeechStandIns, spoken } from '../support/speech';
import { expect, test } from '../support/test';
import { toastRegion } from '../support/toast';

const voiceBar = (page: Parameters<typeof chatPanel>[0]) => chatPanel(page).getByRole('group', { name: 'Stemme' });

async function transcriptions(): Promise<TranscriptionUpload[]> {
  const res = await fetch(`${process.env.E2E_MODEL_URL}/__transcriptions`);
  return (await res.json()) as TranscriptionUpload[];
}

/** Records from the fake microphone for a moment, then stops. */
async function recordWith(page: Parameters<typeof chatPanel>[0], start: () => Promise<void>, stop: () => Promise<void>) {
  await start();
  await expect(voiceBar(page).getByRole('button', { name: 'Stopp opptak' })).toHaveAttribute('aria-pressed', 'true');
  await expect(voiceBar(page).getByRole('status')).toContainText('Tar opp');
  // A second of the fake device's tone, so there is audio to send.
  await page.waitForTimeout(1000);
  await stop();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installSpeechStandIns);
});

test('recording from the microphone puts the transcript from the provider into the chat input', async ({ page }) => {
  await page.goto('/');
  const before = (await transcriptions()).length;
  const record = voiceBar(page).getByRole('button', { name: 'Ta opp tale (Ctrl+M)' });
  await recordWith(
    page,
    () => record.click(),
    () => voiceBar(page).getByRole('button', { name: 'Stopp opptak' }).click(),
  );
  await expect(chatInput(page)).toHaveValue(STAND_IN_TRANSCRIPT);
  await expect(chatInput(page)).toBeFocused();
  await expect(chatMessages(page)).toHaveCount(0);

  // Other tests run in parallel against the same stand-in: every upload since then has this shape.
  const uploads = (await transcriptions()).slice(before);
  expect(uploads.length).toBeGreaterThanOrEqual(1);
  for (const upload of uploads) {
    expect(upload).toMatchObject({ model: 'whisper-1', fileName: 'speech.webm', fileType: 'audio/webm' });
    expect(upload.bytes).toBeGreaterThan(500);
  }
});

test('Ctrl+M starts and stops recording; dictated text is added after what is typed', async ({ page }) => {
  await page.goto('/');
  await chatInput(page).fill('Spørsmål:');
  await page.getByRole('heading', { level: 1 }).click();
  await recordWith(
    page,
    () => page.keyboard.press('Control+m'),
    () => page.keyboard.press('Control+m'),
  );
  await expect(chatInput(page)).toHaveValue(`Spørsmål: ${STAND_IN_TRANSCRIPT}`);
});

test('voice to voice sends the transcript and reads the answer aloud', async ({ page }) => {
  await page.goto('/');
  await recordWith(
    page,
    () => voiceBar(page).getByRole('button', { name: 'Stemme til stemme (Ctrl+Shift+M)' }).click(),
    () => voiceBar(page).getByRole('button', { name: 'Stopp opptak' }).click(),
  );
  await expect(chatMessages(page)).toHaveCount(2);
  await expect(chatMessages(page).nth(0)).toContainText(STAND_IN_TRANSCRIPT);
  // The reply "**Svar:** …" is read without its Markdown.
  await expect.poll(() => spoken(page)).toEqual([`Svar: ${STAND_IN_TRANSCRIPT}`]);
});

test('the last reply is read aloud (Ctrl+S); the button waits for a reply and toggles to stop', async ({ page }) => {
  await page.goto('/');
  const speak = voiceBar(page).getByRole('button', { name: 'Les opp siste svar (Ctrl+S)' });
  await expect(speak).toBeDisabled();
  await sendChat(page, 'Første setning. Andre setning!');
  await expect(chatMessages(page)).toHaveCount(2);
  await expect(speak).toBeEnabled();
  await speak.click();
  await expect.poll(() => spoken(page)).toEqual(['Svar: Første setning.', 'Andre setning!']);

  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+s');
  await expect.poll(async () => (await spoken(page)).length).toBe(4);
});

test('without a provider the recording fails with "Kunne ikke konvertere tale til tekst"', async ({ page }) => {
  const server = await startServer({ env: { OPENAI_API_KEY: '' } });
  try {
    await page.goto(server.url);
    await recordWith(
      page,
      () => voiceBar(page).getByRole('button', { name: 'Ta opp tale (Ctrl+M)' }).click(),
      () => voiceBar(page).getByRole('button', { name: 'Stopp opptak' }).click(),
    );
    await expect(toastRegion(page).getByText('Kunne ikke konvertere tale til tekst')).toBeVisible();
    await expect(chatInput(page)).toHaveValue('');
    await expect(voiceBar(page).getByRole('button', { name: 'Ta opp tale (Ctrl+M)' })).toBeEnabled();
  } finally {
    await server.stop();
  }
});

test('a refused microphone explains itself', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.goto('/');
  await voiceBar(page).getByRole('button', { name: 'Ta opp tale (Ctrl+M)' }).click();
  await expect(toastRegion(page).getByText('Kunne ikke starte opptak. Sjekk mikrofontilgang.')).toBeVisible();
});
