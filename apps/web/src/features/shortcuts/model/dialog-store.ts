import { createStore, useStore } from '@/lib/create-store';

const open = createStore(false);

export const openShortcutsDialog = () => open.set(true);
export const closeShortcutsDialog = () => open.set(false);
export const useShortcutsDialogOpen = () => useStore(open, (value) => value);
