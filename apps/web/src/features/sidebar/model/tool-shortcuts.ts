import type { Side, ToolId } from './layout-types';

export interface KeyLike {
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** KeyboardEvent.code: layout independent, and unaffected by Alt producing special characters on macOS. */
  code: string;
}

/** "Alt+1" → the event code it means ("Digit1"); letters map to "KeyQ". */
export function hintToCode(hint: string): string | null {
  const match = /^Alt\+([0-9A-Z])$/.exec(hint);
  if (!match?.[1]) return null;
  return /\d/.test(match[1]) ? `Digit${match[1]}` : `Key${match[1]}`;
}

/** Alt+key opens the tool in the left sidebar; Alt+Shift+key in the right one. */
export function matchToolShortcut(event: KeyLike, tools: readonly { id: ToolId; shortcutHint: string }[]): { tool: ToolId; side: Side } | null {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  const tool = tools.find((t) => hintToCode(t.shortcutHint) === event.code);
  return tool ? { tool: tool.id, side: event.shiftKey ? 'right' : 'left' } : null;
}
