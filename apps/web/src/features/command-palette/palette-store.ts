import { createStore, useStore } from '@/lib/create-store';

const open = createStore(false);

export function openCommandPalette(): void {
  open.set(true);
}

export function closeCommandPalette(): void {
  open.set(false);
}

export function useCommandPaletteOpen(): boolean {
  return useStore(open, (value) => value);
}
