import { createStore, useStore } from '@/lib/create-store';
import { readStoredJson, writeStoredJson } from '@/lib/storage';
import { fetchShortcutCustomizations, saveShortcutCustomizations } from '../api/shortcuts-api';
import { customizationsSchema } from './customizations-schema';
import { applyCustomizations, defaultShortcuts, toCustomizations, type Shortcut } from './shortcut-list';

export const SHORTCUTS_STORAGE_KEY = 'keyboardShortcuts';

const store = createStore<Shortcut[]>(applyCustomizations(readStoredJson(SHORTCUTS_STORAGE_KEY, customizationsSchema, [])));

export function getShortcuts(): Shortcut[] {
  return store.get();
}

export function useShortcuts(): Shortcut[] {
  return useStore(store, (shortcuts) => shortcuts);
}

/** Saves locally at once and to the workspace server in the background (failures only logged, spec A §8). */
export function commitShortcuts(next: Shortcut[]): void {
  store.set(next);
  const customizations = toCustomizations(next);
  writeStoredJson(SHORTCUTS_STORAGE_KEY, customizations);
  saveShortcutCustomizations(customizations).catch((error: unknown) => console.error('Failed to save shortcuts:', error));
}

export function resetShortcuts(): void {
  commitShortcuts(defaultShortcuts());
}

/**
 * Reads the server's copy at start. A browser with nothing stored takes the workspace's
 * bindings, so they follow the user to a new browser; otherwise the local copy wins.
 */
export async function loadServerShortcuts({ replaceLocal = false }: { replaceLocal?: boolean } = {}): Promise<void> {
  try {
    const customizations = await fetchShortcutCustomizations();
    let hasLocal = false;
    try {
      hasLocal = localStorage.getItem(SHORTCUTS_STORAGE_KEY) !== null;
    } catch {
      hasLocal = false;
    }
    if (!replaceLocal && (hasLocal || customizations.length === 0)) return;
    store.set(applyCustomizations(customizations));
    writeStoredJson(SHORTCUTS_STORAGE_KEY, customizations);
  } catch (error) {
    console.error('Failed to load shortcuts:', error);
  }
}

/** While the editor records new keys, shortcuts must not fire. */
const recording = createStore(false);
export const setRecordingKeys = (value: boolean) => recording.set(value);
export const isRecordingKeys = () => recording.get();
