import { useSyncExternalStore } from 'react';
import type { SpeechOutput } from '@/lib/speech/speech-output';

/** Whether the speech output is reading something aloud right now. */
export function useSpeaking(speech: SpeechOutput): boolean {
  return useSyncExternalStore(
    (onChange) => speech.onSpeakingChange(onChange),
    () => speech.isSpeaking(),
  );
}
