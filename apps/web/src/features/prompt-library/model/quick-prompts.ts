import type { Prompt } from '@nova/shared';
import { QUICK_MENU_FAVORITES_LIMIT, QUICK_MENU_RECENT_LIMIT, QUICK_MENU_SUGGESTED_COUNT } from './constants';
import { promptsByIds, sortPrompts } from './prompt-filter';

export interface QuickPrompts {
  recent: Prompt[];
  favorites: Prompt[];
  suggested: Prompt[];
}

/**
 * The launcher's dropdown (spec B §2, §9): the 5 most recently used, 3 favorites (most used
 * first) and two suggestions: the most popular prompts not already listed.
 */
export function quickPrompts(prompts: readonly Prompt[], recentIds: readonly string[]): QuickPrompts {
  const recent = promptsByIds(prompts, recentIds).slice(0, QUICK_MENU_RECENT_LIMIT);
  const favorites = sortPrompts(
    prompts.filter((p) => p.isFavorite),
    'popular',
  ).slice(0, QUICK_MENU_FAVORITES_LIMIT);
  const listed = new Set([...recent, ...favorites].map((p) => p.id));
  const suggested = sortPrompts(
    prompts.filter((p) => !listed.has(p.id)),
    'popular',
  ).slice(0, QUICK_MENU_SUGGESTED_COUNT);
  return { recent, favorites, suggested };
}
