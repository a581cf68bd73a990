import type { Prompt } from '@nova/shared';
import { createStore, useStore } from '@/lib/create-store';

/** The dialogs the library shows over the page or over the library itself. */
export type PromptDialog =
  | { type: 'create' }
  | { type: 'edit'; prompt: Prompt }
  | { type: 'fill'; prompt: Prompt }
  | { type: 'delete'; prompt: Prompt }
  | { type: 'clear' };

export interface PromptLibraryState {
  /** The full-screen library (Ctrl+P, the openPromptLibrary event, View All Prompts). */
  open: boolean;
  dialog: PromptDialog | null;
}

const state = createStore<PromptLibraryState>({ open: false, dialog: null });

export const openPromptLibrary = () => state.set({ ...state.get(), open: true });
export const closePromptLibrary = () => state.set({ ...state.get(), open: false });
export const showPromptDialog = (dialog: PromptDialog) => state.set({ ...state.get(), dialog });
export const closePromptDialog = () => state.set({ ...state.get(), dialog: null });
export const usePromptLibraryState = () => useStore(state, (value) => value);
