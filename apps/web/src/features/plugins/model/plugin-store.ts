import * as v from 'valibot';
import { createStore, useStore } from '@/lib/create-store';
import { readStoredJson, writeStoredJson } from '@/lib/storage';
import { withDefaults } from './plugin-registry';
import { type Plugin, pluginSchema } from './plugin-types';

/** Spec B §3: the plugin list lives in local storage. */
export const PLUGINS_STORAGE_KEY = 'plugins';

// One bad entry drops only itself, not the whole list.
const storedList = v.pipe(
  v.array(v.unknown()),
  v.transform((items) => items.flatMap((item) => {
    const parsed = v.safeParse(pluginSchema, item);
    return parsed.success ? [parsed.output] : [];
  })),
);

const store = createStore<Plugin[]>(withDefaults(readStoredJson(PLUGINS_STORAGE_KEY, storedList, [])));

export function getPlugins(): Plugin[] {
  return store.get();
}

export function setPlugins(plugins: Plugin[]): void {
  store.set(plugins);
  writeStoredJson(PLUGINS_STORAGE_KEY, plugins);
}

/** Back to the default plugins only (the settings page's clear data). */
export function resetPlugins(): void {
  setPlugins(withDefaults([]));
}

export function onPluginsChange(listener: () => void): () => void {
  return store.subscribe(listener);
}

export function usePlugins(): Plugin[] {
  return useStore(store, (plugins) => plugins);
}
