import { useEffect, useRef } from 'react';

/** Spec A §4 / §9: Alt+V toggles listening, Alt+Shift+V the voice-control panel (matched on the key's code, so macOS' Alt characters don't interfere). */
export function useVoiceKeys(onToggleListening: () => void, onTogglePanel: () => void): void {
  const handlers = useRef({ onToggleListening, onTogglePanel });
  useEffect(() => {
    handlers.current = { onToggleListening, onTogglePanel };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyV' || event.repeat) return;
      event.preventDefault();
      if (event.shiftKey) handlers.current.onTogglePanel();
      else handlers.current.onToggleListening();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);
}
