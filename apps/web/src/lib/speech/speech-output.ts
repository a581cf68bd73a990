/** Speech output behind a small interface, so tests and headless browsers can script it. */
export interface VoiceInfo {
  voiceURI: string;
  name: string;
  lang: string;
  localService: boolean;
}

export interface SpeechOutput {
  readonly supported: boolean;
  voices(): VoiceInfo[];
  speak(text: string, options: { voiceUri: string | null; rate: number; pitch: number }): Promise<void>;
  cancel(): void;
}

/** Spec B §4: a Norwegian voice (nb or no) when there is one, otherwise the first. */
export function preferredVoice(voices: readonly VoiceInfo[]): VoiceInfo | undefined {
  return voices.find((v) => /^(nb|no)\b/i.test(v.lang)) ?? voices[0];
}

export function browserSpeechOutput(): SpeechOutput {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  return {
    supported: Boolean(synth),
    voices: () => synth?.getVoices().map(({ voiceURI, name, lang, localService }) => ({ voiceURI, name, lang, localService })) ?? [],
    speak(text, { voiceUri, rate, pitch }) {
      if (!synth) return Promise.reject(new Error('Speech synthesis is not supported'));
      synth.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      const voices = synth.getVoices();
      const voice = voices.find((v) => v.voiceURI === voiceUri) ?? voices.find((v) => v.voiceURI === preferredVoice(voices)?.voiceURI);
      if (voice) utterance.voice = voice;
      utterance.rate = rate;
      utterance.pitch = pitch;
      return new Promise((resolve, reject) => {
        utterance.onend = () => resolve();
        utterance.onerror = (event) => (event.error === 'canceled' || event.error === 'interrupted' ? resolve() : reject(new Error(event.error)));
        synth.speak(utterance);
      });
    },
    cancel: () => synth?.cancel(),
  };
}
