import { DEFAULT_SHORTCUTS, type ShortcutCustomization, type ShortcutDefault } from '@nova/shared';
import { isReservedCombo, normalizeCombo } from './key-combo';

export type Shortcut = ShortcutDefault;

export function defaultShortcuts(): Shortcut[] {
  return DEFAULT_SHORTCUTS.map((shortcut) => ({ ...shortcut }));
}

/** Defaults with the user's changes applied; unknown ids, bad keys and changes to fixed shortcuts are ignored. */
export function applyCustomizations(customizations: readonly ShortcutCustomization[]): Shortcut[] {
  const byId = new Map(customizations.map((c) => [c.id, c]));
  return defaultShortcuts().map((shortcut) => {
    const custom = byId.get(shortcut.id);
    if (!custom || !shortcut.customizable) return shortcut;
    const keys = normalizeCombo(custom.keys);
    return { ...shortcut, keys: keys ?? shortcut.keys, enabled: custom.enabled };
  });
}

/** Only what differs from the defaults is stored, so later default changes still reach the user. */
export function toCustomizations(shortcuts: readonly Shortcut[]): ShortcutCustomization[] {
  const defaults = new Map(DEFAULT_SHORTCUTS.map((d) => [d.id, d]));
  return shortcuts
    .filter((s) => {
      const d = defaults.get(s.id);
      return d !== undefined && (d.keys !== s.keys || d.enabled !== s.enabled);
    })
    .map(({ id, keys, enabled }) => ({ id, keys, enabled }));
}

export function findConflict(shortcuts: readonly Shortcut[], id: string, keys: string): Shortcut | undefined {
  return shortcuts.find((s) => s.id !== id && s.enabled && s.keys === keys);
}

export type ChangeResult =
  | { ok: true; shortcuts: Shortcut[] }
  | { ok: false; reason: 'reserved' | 'notCustomizable' | 'unknown' }
  | { ok: false; reason: 'conflict'; conflictWith: Shortcut };

function change(shortcuts: readonly Shortcut[], id: string, patch: Partial<Pick<Shortcut, 'keys' | 'enabled'>>): ChangeResult {
  const target = shortcuts.find((s) => s.id === id);
  if (!target) return { ok: false, reason: 'unknown' };
  if (!target.customizable) return { ok: false, reason: 'notCustomizable' };
  const next = { ...target, ...patch };
  if (patch.keys !== undefined && isReservedCombo(next.keys)) return { ok: false, reason: 'reserved' };
  if (next.enabled) {
    const conflictWith = findConflict(shortcuts, id, next.keys);
    if (conflictWith) return { ok: false, reason: 'conflict', conflictWith };
  }
  return { ok: true, shortcuts: shortcuts.map((s) => (s.id === id ? next : s)) };
}

/** A combination already used by another enabled shortcut, or kept by the browser, is refused. */
export function rebind(shortcuts: readonly Shortcut[], id: string, keys: string): ChangeResult {
  return change(shortcuts, id, { keys });
}

/** Turning a shortcut on is refused while another enabled one uses its keys. */
export function setEnabled(shortcuts: readonly Shortcut[], id: string, enabled: boolean): ChangeResult {
  return change(shortcuts, id, { enabled });
}
