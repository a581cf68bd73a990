import { useEffect, useRef } from 'react';
import { voiceKeyFromEvent, voiceKeyQueue } from '../model/voice-key-queue';

/** In the shell from the first render: Alt+V and Alt+Shift+V pressed while the voice control still loads are kept. */
export function useVoiceKeyListener(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const key = voiceKeyFromEvent(event);
      if (!key) return;
      event.preventDefault();
      voiceKeyQueue.press(key);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);
}

/** The voice control's side: what Alt+V and Alt+Shift+V do, including presses made before it loaded. */
export function useVoiceKeys(onToggleListening: () => void, onTogglePanel: () => void): void {
  const handlers = useRef({ onToggleListening, onTogglePanel });
  useEffect(() => {
    handlers.current = { onToggleListening, onTogglePanel };
  });
  useEffect(
    () =>
      voiceKeyQueue.claim((key) => {
        if (key === 'toggle-panel') handlers.current.onTogglePanel();
        else handlers.current.onToggleListening();
      }),
    [],
  );
}
