import { splitForSpeech, stripMarkdown } from './speech-text';

/** Speech output behind a small interface, so tests and headless browsers can script it. */
export interface VoiceInfo {
  voiceURI: string;
  name: string;
  lang: string;
  localService: boolean;
}

export interface SpeakOptions {
  /** A chosen voice; null picks one for `lang`, else the preferred (Norwegian) voice. */
  voiceUri: string | null;
  rate: number;
  pitch: number;
  /** BCP 47 language of the text, e.g. "en-US" for the voice assistant's answers. */
  lang?: string;
}

export interface SpeechOutput {
  readonly supported: boolean;
  voices(): VoiceInfo[];
  /** Browsers load their voices late; listeners hear about every change of the list. */
  onVoicesChanged(listener: () => void): () => void;
  /**
   * Reads Markdown text aloud as plain text, sentence by sentence (Chrome cuts a single
   * utterance off after about 15 s). Resolves when done or cancelled; a new speak cancels the last.
   */
  speak(text: string, options: SpeakOptions): Promise<void>;
  cancel(): void;
  isSpeaking(): boolean;
  onSpeakingChange(listener: (speaking: boolean) => void): () => void;
}

/** Spec B §4: a Norwegian voice (nb or no) when there is one, otherwise the first. */
export function preferredVoice<V extends Pick<VoiceInfo, 'lang'>>(voices: readonly V[]): V | undefined {
  return voices.find((v) => /^(nb|no)\b/i.test(v.lang)) ?? voices[0];
}

/** The voice to use: the chosen one if present, else one for the language, else the preferred one. */
export function pickVoice<V extends Pick<VoiceInfo, 'voiceURI' | 'lang'>>(voices: readonly V[], voiceUri: string | null, lang?: string): V | undefined {
  const chosen = voiceUri ? voices.find((v) => v.voiceURI === voiceUri) : undefined;
  if (chosen) return chosen;
  if (lang) {
    const base = lang.split('-')[0]?.toLowerCase() ?? '';
    const forLang = voices.find((v) => v.lang.toLowerCase() === lang.toLowerCase()) ?? voices.find((v) => v.lang.toLowerCase().split(/[-_]/)[0] === base);
    if (forLang) return forLang;
  }
  return preferredVoice(voices);
}

/** Longest wait for one utterance's end event before moving on (some engines never send it). */
export function utteranceTimeoutMs(text: string, rate: number): number {
  return 4000 + (text.length * 150) / Math.max(rate, 0.1);
}

type UtteranceConstructor = new (text: string) => SpeechSynthesisUtterance;

/** SpeechOutput over a Web Speech synthesizer (window.speechSynthesis unless given). */
export function createSpeechOutput(
  synth: SpeechSynthesis | undefined = typeof window !== 'undefined' ? window.speechSynthesis : undefined,
  Utterance: UtteranceConstructor | undefined = typeof SpeechSynthesisUtterance !== 'undefined' ? SpeechSynthesisUtterance : undefined,
): SpeechOutput {
  const supported = Boolean(synth && Utterance);
  const speakingListeners = new Set<(speaking: boolean) => void>();
  let speaking = false;
  let generation = 0;

  const setSpeaking = (next: boolean) => {
    if (speaking === next) return;
    speaking = next;
    for (const listener of speakingListeners) listener(next);
  };

  function speakPiece(text: string, options: SpeakOptions): Promise<void> {
    if (!synth || !Utterance) return Promise.reject(new Error('Speech synthesis is not supported'));
    const utterance = new Utterance(text);
    const voice = pickVoice(synth.getVoices(), options.voiceUri, options.lang);
    if (voice) utterance.voice = voice;
    if (options.lang) utterance.lang = voice?.lang ?? options.lang;
    utterance.rate = options.rate;
    utterance.pitch = options.pitch;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, utteranceTimeoutMs(text, options.rate));
      utterance.onend = () => {
        clearTimeout(timer);
        resolve();
      };
      utterance.onerror = (event) => {
        clearTimeout(timer);
        if (event.error === 'canceled' || event.error === 'interrupted') resolve();
        else reject(new Error(event.error));
      };
      synth.speak(utterance);
    });
  }

  return {
    supported,
    voices: () => synth?.getVoices().map(({ voiceURI, name, lang, localService }) => ({ voiceURI, name, lang, localService })) ?? [],
    onVoicesChanged(listener) {
      if (!synth) return () => undefined;
      synth.addEventListener('voiceschanged', listener);
      return () => synth.removeEventListener('voiceschanged', listener);
    },
    async speak(text, options) {
      if (!synth || !Utterance) throw new Error('Speech synthesis is not supported');
      const mine = ++generation;
      synth.cancel();
      const pieces = splitForSpeech(stripMarkdown(text));
      if (pieces.length === 0) return;
      setSpeaking(true);
      try {
        for (const piece of pieces) {
          if (generation !== mine) return;
          await speakPiece(piece, options);
        }
      } finally {
        if (generation === mine) setSpeaking(false);
      }
    },
    cancel() {
      generation++;
      synth?.cancel();
      setSpeaking(false);
    },
    isSpeaking: () => speaking,
    onSpeakingChange(listener) {
      speakingListeners.add(listener);
      return () => speakingListeners.delete(listener);
    },
  };
}

let shared: SpeechOutput | null = null;

/** The page's one speech output, shared by the chat and the voice assistant so each knows when the other speaks. */
export function getSpeechOutput(): SpeechOutput {
  shared ??= createSpeechOutput();
  return shared;
}
