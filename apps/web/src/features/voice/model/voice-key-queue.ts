export type VoiceKey = 'toggle-listening' | 'toggle-panel';

/** Alt+V toggles listening, Alt+Shift+V the panel (spec A §4, §9); matched on the key's code, so macOS' Alt characters don't interfere. */
export function voiceKeyFromEvent(event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'code' | 'repeat'>): VoiceKey | null {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyV' || event.repeat) return null;
  return event.shiftKey ? 'toggle-panel' : 'toggle-listening';
}

/**
 * The shell listens for the voice keys from the start, but the voice control's code loads after the
 * first paint: presses made before it has claimed the queue wait here and are replayed in order.
 */
export function createVoiceKeyQueue() {
  let handler: ((key: VoiceKey) => void) | null = null;
  const pending: VoiceKey[] = [];
  return {
    press(key: VoiceKey): void {
      if (handler) handler(key);
      else pending.push(key);
    },
    /** Routes presses to `next`, starting with any that waited; the returned function lets go. */
    claim(next: (key: VoiceKey) => void): () => void {
      handler = next;
      for (const key of pending.splice(0)) next(key);
      return () => {
        if (handler === next) handler = null;
      };
    },
  };
}

export const voiceKeyQueue = createVoiceKeyQueue();
