import { expect, type Page } from '@playwright/test';

/** What the page-side speech stand-ins expose on window.__speech. */
export interface SpeechStandIn {
  say(...alternatives: string[]): void;
  listening: boolean;
  recognitions: Array<{ lang: string; continuous: boolean; interimResults: boolean; maxAlternatives: number }>;
  spoken: string[];
}

/**
 * Installed with page.addInitScript before the app loads: a scripted SpeechRecognition (headless
 * Chromium has none that works) driven by window.__speech.say(), and a speechSynthesis that
 * records what is said and ends each utterance after 30 ms (headless Chromium has no voices).
 * The app uses them through the same Web Speech API as the real ones.
 */
export function installSpeechStandIns(): void {
  type Handler = ((event: unknown) => void) | null;
  const state = {
    active: null as FakeRecognition | null,
    recognitions: [] as SpeechStandIn['recognitions'],
    spoken: [] as string[],
  };

  class FakeRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    onstart: Handler = null;
    onresult: Handler = null;
    onerror: Handler = null;
    onend: Handler = null;
    start() {
      if (state.active) throw new DOMException('recognition has already started', 'InvalidStateError');
      state.active = this;
      state.recognitions.push({ lang: this.lang, continuous: this.continuous, interimResults: this.interimResults, maxAlternatives: this.maxAlternatives });
      setTimeout(() => this.onstart?.({ type: 'start' }), 10);
    }
    stop() {
      if (state.active !== this) return;
      state.active = null;
      setTimeout(() => this.onend?.({ type: 'end' }), 10);
    }
    abort() {
      if (state.active !== this) return;
      state.active = null;
      setTimeout(() => {
        this.onerror?.({ type: 'error', error: 'aborted' });
        this.onend?.({ type: 'end' });
      }, 10);
    }
  }

  const scope = window as unknown as Record<string, unknown>;
  scope.SpeechRecognition = FakeRecognition;
  scope.webkitSpeechRecognition = FakeRecognition;

  type Utterance = { text: string; onend: Handler; onerror: Handler };
  let current: Utterance | null = null;
  const synthesis = {
    speaking: false,
    pending: false,
    paused: false,
    getVoices: () => [],
    speak(utterance: Utterance) {
      state.spoken.push(utterance.text);
      current = utterance;
      synthesis.speaking = true;
      setTimeout(() => {
        if (current !== utterance) return;
        current = null;
        synthesis.speaking = false;
        utterance.onend?.({ type: 'end' });
      }, 30);
    },
    cancel() {
      const utterance = current;
      current = null;
      synthesis.speaking = false;
      utterance?.onerror?.({ type: 'error', error: 'interrupted' });
    },
    pause() {},
    resume() {},
    addEventListener() {},
    removeEventListener() {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });

  const standIn: SpeechStandIn = {
    say(...alternatives) {
      const recognition = state.active;
      if (!recognition) throw new Error('Nothing is listening');
      const result = (isFinal: boolean) => Object.assign(alternatives.map((transcript, i) => ({ transcript, confidence: 0.9 - i * 0.1 })), { isFinal });
      if (recognition.interimResults) recognition.onresult?.({ resultIndex: 0, results: [result(false)] });
      recognition.onresult?.({ resultIndex: 0, results: [result(true)] });
    },
    get listening() {
      return state.active !== null;
    },
    recognitions: state.recognitions,
    spoken: state.spoken,
  };
  scope.__speech = standIn;
}

export const voiceControl = (page: Page) => page.getByTestId('voice-control');

/** What the assistant and the chat have said aloud so far. */
export const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __speech: SpeechStandIn }).__speech.spoken);

/** Says something to the assistant once it has finished speaking (it ignores what it hears meanwhile). */
export async function say(page: Page, ...alternatives: string[]): Promise<void> {
  await expect(voiceControl(page)).toHaveAttribute('data-speaking', 'false');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __speech: SpeechStandIn }).__speech.listening)).toBe(true);
  await page.evaluate((said) => (window as unknown as { __speech: SpeechStandIn }).__speech.say(...said), alternatives);
}

/** Opens the app and turns listening on with the floating button. */
export async function startListening(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Start stemmestyring (Alt+V)' }).click();
  await expect(voiceControl(page)).toHaveAttribute('data-state', 'listening');
}
