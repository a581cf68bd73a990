import { runShortcut, hasShortcutHandler, type ShortcutTrigger } from './model/shortcut-runner';
import { getShortcuts } from './model/shortcuts-store';

/** For the palette: false when the id is unknown or nothing handles it, so the caller only closes. */
export function runShortcutById(id: string, trigger: ShortcutTrigger): boolean {
  const shortcut = getShortcuts().find((s) => s.id === id);
  if (!shortcut) return false;
  if (!hasShortcutHandler(id)) {
    console.warn(`No handler for shortcut "${id}"`);
    return false;
  }
  void runShortcut(shortcut, trigger);
  return true;
}
