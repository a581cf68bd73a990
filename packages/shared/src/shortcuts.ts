import { z } from 'zod';
import { DEFAULT_SHORTCUTS } from './shortcut-defaults.js';

export const SHORTCUT_IDS = DEFAULT_SHORTCUTS.map((s) => s.id);

export const shortcutIdSchema = z.string().refine((id) => SHORTCUT_IDS.includes(id), { message: 'Unknown shortcut id' });

/** "Ctrl+Shift+K", "F1", "Alt+ArrowDown": optional modifiers in canonical order, then one key. */
export const shortcutKeysSchema = z
  .string()
  .max(40)
  .regex(/^(Ctrl\+)?(Alt\+)?(Shift\+)?[^+\s]+$/, {
    message: 'Keys must be modifiers (Ctrl, Alt, Shift in that order) followed by one key, joined with +',
  });

/** What the server keeps of a user's shortcut: the binding and whether it is on. */
export const shortcutCustomizationSchema = z.object({
  id: shortcutIdSchema,
  keys: shortcutKeysSchema,
  enabled: z.boolean(),
});
export type ShortcutCustomization = z.infer<typeof shortcutCustomizationSchema>;

export const shortcutListSchema = z.object({ shortcuts: z.array(shortcutCustomizationSchema) });
export type ShortcutList = z.infer<typeof shortcutListSchema>;

export const shortcutUsageEventSchema = z.object({
  shortcutId: shortcutIdSchema,
  action: z.string().min(1).max(100),
  timestamp: z.iso.datetime(),
});
export type ShortcutUsageEvent = z.infer<typeof shortcutUsageEventSchema>;

export const shortcutUsageSchema = z.object({
  usage: z.array(
    z.object({ shortcutId: z.string(), action: z.string(), count: z.number().int(), lastUsedAt: z.string() }),
  ),
});
export type ShortcutUsage = z.infer<typeof shortcutUsageSchema>;
