import { createStore, useStore } from '@/lib/create-store';

export type HelpSection = 'shortcuts' | 'tutorial';
const state = createStore<HelpSection | null>(null);

export const openHelp = (section: HelpSection = 'shortcuts') => state.set(section);
export const closeHelp = () => state.set(null);
export const useHelpSection = () => useStore(state, (value) => value);
