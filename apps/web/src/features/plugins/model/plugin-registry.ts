import * as v from 'valibot';
import { DEFAULT_PLUGINS, isDefaultPlugin } from './default-plugins';
import { type Plugin, type PluginInput, pluginSchema } from './plugin-types';

/** Spec B §8. */
export const PLUGIN_ERRORS = {
  commandTaken: 'Command already registered',
  cannotRemoveDefault: 'Cannot remove default plugin',
  executionFailed: 'Plugin execution failed',
} as const;

export type RegistryResult = { ok: true; plugins: Plugin[]; plugin: Plugin } | { ok: false; message: string };

/** The first validation message, naming what is wrong; null when the plugin is valid. */
export function validatePlugin(input: unknown): { ok: true; plugin: Plugin } | { ok: false; message: string } {
  const parsed = v.safeParse(pluginSchema, input);
  if (parsed.success) {
    const plugin = parsed.output;
    for (const parameter of plugin.parameters) {
      if (parameter.type === 'select' && (!parameter.options || parameter.options.length === 0)) {
        return { ok: false, message: `Parameter ${parameter.name} needs options` };
      }
    }
    return { ok: true, plugin };
  }
  return { ok: false, message: parsed.issues[0]?.message ?? 'Invalid plugin' };
}

const sameCommand = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Adds or replaces (same id) a plugin; a command another plugin id holds is refused. */
export function registerPlugin(plugins: readonly Plugin[], input: PluginInput): RegistryResult {
  const checked = validatePlugin(input);
  if (!checked.ok) return checked;
  const plugin = checked.plugin;
  if (plugins.some((p) => p.id !== plugin.id && sameCommand(p.command, plugin.command))) {
    return { ok: false, message: PLUGIN_ERRORS.commandTaken };
  }
  const exists = plugins.some((p) => p.id === plugin.id);
  return { ok: true, plugin, plugins: exists ? plugins.map((p) => (p.id === plugin.id ? plugin : p)) : [...plugins, plugin] };
}

export function togglePlugin(plugins: readonly Plugin[], id: string, now: string): Plugin[] {
  return plugins.map((p) => (p.id === id ? { ...p, enabled: !p.enabled, updatedAt: now } : p));
}

export function removePlugin(plugins: readonly Plugin[], id: string): { ok: true; plugins: Plugin[] } | { ok: false; message: string } {
  if (isDefaultPlugin(id)) return { ok: false, message: PLUGIN_ERRORS.cannotRemoveDefault };
  return { ok: true, plugins: plugins.filter((p) => p.id !== id) };
}

/** Stored lists keep the user's changes; default plugins missing from them are added back. */
export function withDefaults(stored: readonly Plugin[]): Plugin[] {
  const missing = DEFAULT_PLUGINS.filter((d) => !stored.some((p) => p.id === d.id));
  return [...missing, ...stored];
}

/** Spec B §5: only private plugins are exported. */
export function exportPlugins(plugins: readonly Plugin[]): Plugin[] {
  return plugins.filter((p) => p.visibility === 'private');
}

/** Each imported plugin is validated and registered; those that fail are counted, not fatal. */
export function importPlugins(
  plugins: readonly Plugin[],
  data: unknown,
): { plugins: Plugin[]; imported: number; failed: number } {
  const items = Array.isArray(data) ? data : [];
  let list = [...plugins];
  let imported = 0;
  let failed = Array.isArray(data) ? 0 : 1;
  for (const item of items) {
    const result = registerPlugin(list, item as PluginInput);
    if (result.ok && !isDefaultPlugin(result.plugin.id)) {
      list = result.plugins;
      imported += 1;
    } else {
      failed += 1;
    }
  }
  return { plugins: list, imported, failed };
}

/**
 * A backup's plugin list over the current one (the settings page's restore): every valid entry is
 * registered by id, default plugins included, so their enabled state comes back too.
 */
export function restorePlugins(plugins: readonly Plugin[], data: readonly unknown[]): { plugins: Plugin[]; restored: number; failed: number } {
  let list = [...plugins];
  let restored = 0;
  let failed = 0;
  for (const item of data) {
    const result = registerPlugin(list, item as PluginInput);
    if (result.ok) {
      list = result.plugins;
      restored += 1;
    } else {
      failed += 1;
    }
  }
  return { plugins: withDefaults(list), restored, failed };
}
