import { SHORTCUT_LOCK_MS } from '@nova/shared';

/** Inside text fields only these fire, so typing is never hijacked (spec B §4). */
const TEXT_FIELD_SHORTCUTS = new Set(['send-chat', 'save']);

export function firesInTextField(shortcutId: string): boolean {
  return TEXT_FIELD_SHORTCUTS.has(shortcutId);
}

/** After a shortcut runs, further shortcuts are ignored for SHORTCUT_LOCK_MS (a held key repeats). */
export function createExecutionLock(lockMs = SHORTCUT_LOCK_MS) {
  let lockedUntil = -Infinity;
  return {
    tryAcquire(now: number): boolean {
      if (now < lockedUntil) return false;
      lockedUntil = now + lockMs;
      return true;
    },
  };
}
