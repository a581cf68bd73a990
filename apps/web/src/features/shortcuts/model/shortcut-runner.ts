import { toast } from '@/components/ui/toast-store';
import { shortcutStrings } from '@/lib/i18n/nb/shortcuts';
import { postShortcutUsage } from '../api/shortcuts-api';
import { shortcutName } from '../shortcut-names';
import { showShortcutBadge } from './badge-store';
import type { Shortcut } from './shortcut-list';

export type ShortcutHandler = () => void | Promise<void>;
export type ShortcutTrigger = 'keyboard' | 'palette' | 'voice';

const handlers = new Map<string, ShortcutHandler>();

/** Features attach what a shortcut does; the returned function detaches it. */
export function registerShortcutHandler(id: string, handler: ShortcutHandler): () => void {
  handlers.set(id, handler);
  return () => {
    if (handlers.get(id) === handler) handlers.delete(id);
  };
}

/** The shortcut's handler; a missing one only logs a warning (spec B §8). */
export function handlerFor(id: string): ShortcutHandler | undefined {
  const handler = handlers.get(id);
  if (!handler) console.warn(`No handler for shortcut "${id}"`);
  return handler;
}

/** Runs the handler, shows the badge and reports the use (fire-and-forget). */
export async function runShortcut(shortcut: Shortcut, handler: ShortcutHandler, trigger: ShortcutTrigger): Promise<void> {
  showShortcutBadge({ keys: shortcut.keys, name: shortcutName(shortcut.id) });
  postShortcutUsage({ shortcutId: shortcut.id, action: trigger, timestamp: new Date().toISOString() }).catch((error: unknown) =>
    console.error('Failed to log shortcut usage:', error),
  );
  try {
    await handler();
  } catch (error) {
    console.error(`Shortcut "${shortcut.id}" failed:`, error);
    toast({ title: shortcutStrings.errors.failedTitle, description: shortcutStrings.errors.failedDescription, variant: 'destructive' });
  }
}
