import type { LiveClientMessageInput } from '@nova/shared';

interface KeyEventLike {
  type: string;
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
}

/** Keys the browser names that the page cannot use ("Unidentified", "Process" during IME, dead keys). */
const IGNORED_KEYS = new Set(['Unidentified', 'Process', 'Dead']);

/**
 * The live-view message for a key event, or null when the key is not forwarded: IME
 * composition (the composed text arrives as text) and Ctrl/Cmd+V, which the paste event
 * forwards with the user's clipboard instead of the server's empty one.
 */
export function keyMessage(event: KeyEventLike): LiveClientMessageInput | null {
  if (event.isComposing || IGNORED_KEYS.has(event.key)) return null;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'v') return null;
  const type = event.type === 'keyup' ? 'keyup' : 'keydown';
  return {
    type,
    key: event.key,
    modifiers: { alt: event.altKey, ctrl: event.ctrlKey, meta: event.metaKey, shift: event.shiftKey },
  };
}

const BUTTONS = ['left', 'middle', 'right'] as const;

export function mouseButton(button: number): 'left' | 'middle' | 'right' {
  return BUTTONS[button] ?? 'left';
}

/** Wheel deltas in pixels, whatever unit the event used (lines are ~40 px, pages a viewport). */
export function wheelPixels(delta: { deltaX: number; deltaY: number; deltaMode: number }, pageHeight: number): { deltaX: number; deltaY: number } {
  const factor = delta.deltaMode === 1 ? 40 : delta.deltaMode === 2 ? pageHeight : 1;
  const clamp = (value: number) => Math.max(-10_000, Math.min(10_000, value * factor));
  return { deltaX: clamp(delta.deltaX), deltaY: clamp(delta.deltaY) };
}
