import { handlerFor, runShortcut, type ShortcutTrigger } from './model/shortcut-runner';
import { getShortcuts } from './model/shortcuts-store';

/** For the palette: false when the id is unknown or nothing handles it, so the caller only closes. */
export function runShortcutById(id: string, trigger: ShortcutTrigger): boolean {
  const shortcut = getShortcuts().find((s) => s.id === id);
  const handler = shortcut && handlerFor(id);
  if (!shortcut || !handler) return false;
  void runShortcut(shortcut, handler, trigger);
  return true;
}
