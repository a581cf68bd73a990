import { shortcutCustomizationSchema, type ShortcutCustomization } from '@nova/shared';
import { applyCustomizations, toCustomizations, type Shortcut } from './shortcut-list';

export const SHORTCUT_EXPORT_FILE = 'nova-shortcuts.json';

/** Every shortcut with its current binding, so an export is readable and complete. */
export function exportShortcuts(shortcuts: readonly Shortcut[]): string {
  return JSON.stringify(
    shortcuts.map(({ id, category, keys, enabled }) => ({ id, category, keys, enabled })),
    null,
    2,
  );
}

export type ImportResult = { ok: true; shortcuts: Shortcut[]; imported: number; skipped: number } | { ok: false };

/**
 * An import must be a non-empty JSON array. Valid entries are applied on top of the current
 * bindings one by one; an entry that would clash with an enabled shortcut is skipped.
 */
export function importShortcuts(text: string, current: readonly Shortcut[]): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return { ok: false };
  const entries = parsed.flatMap((entry) => {
    const result = shortcutCustomizationSchema.safeParse(entry);
    return result.success ? [result.data] : [];
  });
  if (entries.length === 0) return { ok: false };

  let customizations: ShortcutCustomization[] = toCustomizations(current);
  let imported = 0;
  for (const entry of entries) {
    const candidate = [...customizations.filter((c) => c.id !== entry.id), entry];
    const shortcuts = applyCustomizations(candidate);
    const applied = shortcuts.find((s) => s.id === entry.id);
    const clash = applied?.enabled && shortcuts.some((s) => s.id !== entry.id && s.enabled && s.keys === applied.keys);
    if (!applied?.customizable || clash) continue;
    customizations = candidate;
    imported += 1;
  }
  return { ok: true, shortcuts: applyCustomizations(customizations), imported, skipped: parsed.length - imported };
}
