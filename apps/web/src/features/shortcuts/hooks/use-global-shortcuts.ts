import { useEffect } from 'react';
import { isTextEntryTarget } from '@/lib/dom';
import { createExecutionLock, firesInTextField } from '../model/execution-rules';
import { comboFromEvent } from '../model/key-combo';
import { handlerFor, runShortcut } from '../model/shortcut-runner';
import { getShortcuts, isRecordingKeys, loadServerShortcuts } from '../model/shortcuts-store';

/** One keydown listener for every shortcut, in the capture phase so it sees keys before the page does. */
export function useGlobalShortcuts(): void {
  useEffect(() => {
    void loadServerShortcuts();
    const lock = createExecutionLock();
    const onKeyDown = (event: KeyboardEvent) => {
      if (isRecordingKeys()) return;
      const combo = comboFromEvent(event);
      if (!combo) return;
      const shortcut = getShortcuts().find((s) => s.enabled && s.keys === combo);
      if (!shortcut) return;
      if (isTextEntryTarget(event.target) && !firesInTextField(shortcut.id)) return;
      const handler = handlerFor(shortcut.id);
      // Without a handler the browser keeps its own meaning for the keys.
      if (!handler) return;
      event.preventDefault();
      if (!lock.tryAcquire(performance.now())) return;
      void runShortcut(shortcut, handler, 'keyboard');
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);
}
