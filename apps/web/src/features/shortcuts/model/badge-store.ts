import { SHORTCUT_BADGE_MS } from '@nova/shared';
import { createStore, useStore } from '@/lib/create-store';

export interface BadgeContent {
  keys: string;
  name: string;
  /** Distinguishes two firings of the same shortcut, so the later one gets its full 2 s. */
  token: number;
}

const badge = createStore<BadgeContent | null>(null);
let token = 0;

export function showShortcutBadge(content: Omit<BadgeContent, 'token'>): void {
  const mine = ++token;
  badge.set({ ...content, token: mine });
  setTimeout(() => {
    if (badge.get()?.token === mine) badge.set(null);
  }, SHORTCUT_BADGE_MS);
}

export function useShortcutBadge(): BadgeContent | null {
  return useStore(badge, (value) => value);
}
