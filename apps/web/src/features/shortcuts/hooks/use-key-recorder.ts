import { useEffect, useState } from 'react';
import { comboFromEvent } from '../model/key-combo';
import { setRecordingKeys } from '../model/shortcuts-store';

const MODIFIER_CODES = /^(Control|Shift|Alt|Meta)(Left|Right)$/;

/**
 * While `active`, captures keys before anything else (so Escape does not close the dialog
 * and no shortcut fires), shows the modifiers held so far, and reports the first full combination.
 */
export function useKeyRecorder(active: boolean, onCombo: (combo: string) => void, onCancel: () => void): string {
  const [live, setLive] = useState('');
  useEffect(() => {
    if (!active) return;
    setRecordingKeys(true);
    const onKeyDown = (event: KeyboardEvent) => {
      event.preventDefault();
      event.stopPropagation();
      if (event.code === 'Escape' && !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey) {
        onCancel();
        return;
      }
      const combo = comboFromEvent(event);
      if (combo && !MODIFIER_CODES.test(event.code)) {
        onCombo(combo);
        return;
      }
      const held = [event.ctrlKey || event.metaKey ? 'Ctrl' : '', event.altKey ? 'Alt' : '', event.shiftKey ? 'Shift' : ''].filter(Boolean);
      setLive(held.length ? `${held.join('+')}+…` : '');
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => {
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      setRecordingKeys(false);
      setLive('');
    };
  }, [active, onCombo, onCancel]);
  return live;
}
