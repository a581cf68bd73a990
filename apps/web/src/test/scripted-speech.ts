import type { RecognitionResult, RecognizerEvents, RecognizerOptions, SpeechRecognizer } from '@/lib/speech/speech-recognizer';
import type { SpeakOptions, SpeechOutput, VoiceInfo } from '@/lib/speech/speech-output';

/** A scripted Web Speech synthesizer: records utterances and ends each when told (or at once). */
export function scriptedSynthesis(options: { voices?: VoiceInfo[]; autoEnd?: boolean } = {}) {
  const spoken: Array<{ text: string; lang: string; rate: number; pitch: number; voice: string | undefined }> = [];
  const pending: FakeUtterance[] = [];
  const listeners = new Set<() => void>();
  let voices = options.voices ?? [];

  class FakeUtterance {
    voice: VoiceInfo | null = null;
    lang = '';
    rate = 1;
    pitch = 1;
    onend: (() => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    constructor(readonly text: string) {}
  }

  const synth = {
    getVoices: () => voices,
    speak(utterance: FakeUtterance) {
      spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate, pitch: utterance.pitch, voice: utterance.voice?.voiceURI });
      if (options.autoEnd ?? true) queueMicrotask(() => utterance.onend?.());
      else pending.push(utterance);
    },
    cancel() {
      for (const utterance of pending.splice(0)) utterance.onerror?.({ error: 'interrupted' });
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };

  return {
    synth: synth as unknown as SpeechSynthesis,
    Utterance: FakeUtterance as unknown as new (text: string) => SpeechSynthesisUtterance,
    spoken,
    /** Ends the oldest utterance still speaking. */
    finishOne() {
      pending.shift()?.onend?.();
    },
    fail(error: string) {
      pending.shift()?.onerror?.({ error });
    },
    setVoices(next: VoiceInfo[]) {
      voices = next;
      for (const listener of listeners) listener();
    },
  };
}

/** A SpeechOutput that records what it was asked to say and ends each utterance when told. */
export function scriptedSpeechOutput(): SpeechOutput & { said: Array<{ text: string; options: SpeakOptions }>; finish(): void } {
  const said: Array<{ text: string; options: SpeakOptions }> = [];
  const listeners = new Set<(speaking: boolean) => void>();
  let speaking = false;
  let resolveCurrent: (() => void) | null = null;
  const set = (next: boolean) => {
    speaking = next;
    for (const listener of listeners) listener(next);
  };
  return {
    supported: true,
    said,
    voices: () => [],
    onVoicesChanged: () => () => undefined,
    speak(text, options) {
      resolveCurrent?.();
      said.push({ text, options });
      set(true);
      return new Promise<void>((resolve) => {
        resolveCurrent = () => {
          resolveCurrent = null;
          set(false);
          resolve();
        };
      });
    },
    cancel() {
      resolveCurrent?.();
    },
    finish() {
      resolveCurrent?.();
    },
    isSpeaking: () => speaking,
    onSpeakingChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A recognizer driven by the test: say() delivers results, end() and error() end the session. */
export function scriptedRecognizer(supported = true) {
  let events: RecognizerEvents | null = null;
  const starts: RecognizerOptions[] = [];
  let stops = 0;
  const recognizer: SpeechRecognizer & {
    starts: RecognizerOptions[];
    readonly active: boolean;
    readonly stops: number;
    begin(): void;
    say(...alternatives: string[]): void;
    interim(text: string): void;
    error(code: string): void;
    end(): void;
  } = {
    supported,
    starts,
    get active() {
      return events !== null;
    },
    get stops() {
      return stops;
    },
    start(options, next) {
      starts.push(options);
      events = next;
    },
    stop() {
      stops++;
      const current = events;
      events = null;
      current?.end();
    },
    abort() {
      stops++;
      const current = events;
      events = null;
      current?.end();
    },
    begin() {
      events?.start();
    },
    say(...alternatives) {
      const result: RecognitionResult = { isFinal: true, alternatives: alternatives.map((transcript, i) => ({ transcript, confidence: 0.9 - i * 0.1 })) };
      events?.result(result);
    },
    interim(text) {
      events?.result({ isFinal: false, alternatives: [{ transcript: text, confidence: 0.5 }] });
    },
    error(code) {
      events?.error(code);
    },
    end() {
      const current = events;
      events = null;
      current?.end();
    },
  };
  return recognizer;
}
