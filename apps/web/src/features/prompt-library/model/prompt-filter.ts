import type { Prompt, PromptCategory } from '@nova/shared';
import type { PromptSort, PromptTab } from './constants';

export interface PromptQuery {
  search: string;
  category: PromptCategory | 'all';
  sort: PromptSort;
}

/** Case-insensitive match of the trimmed search text in the title, description or a tag; blank matches all. */
export function matchesSearch(prompt: Prompt, search: string): boolean {
  const term = search.trim().toLocaleLowerCase();
  if (term === '') return true;
  return [prompt.title, prompt.description, ...prompt.tags].some((text) => text.toLocaleLowerCase().includes(term));
}

export function matchesQuery(prompt: Prompt, query: PromptQuery): boolean {
  return (query.category === 'all' || prompt.category === query.category) && matchesSearch(prompt, query.search);
}

const byTitle = (a: Prompt, b: Prompt) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });

const comparators: Record<PromptSort, (a: Prompt, b: Prompt) => number> = {
  popular: (a, b) => b.usageCount - a.usageCount || b.rating - a.rating || byTitle(a, b),
  rating: (a, b) => b.rating - a.rating || b.usageCount - a.usageCount || byTitle(a, b),
  recent: (a, b) => b.updatedAt.localeCompare(a.updatedAt) || byTitle(a, b),
  alphabetical: byTitle,
};

export function sortPrompts(prompts: readonly Prompt[], sort: PromptSort): Prompt[] {
  return [...prompts].sort(comparators[sort]);
}

/** Looks ids up in order, skipping ones that are gone (a deleted prompt in the recent list). */
export function promptsByIds(prompts: readonly Prompt[], ids: readonly string[]): Prompt[] {
  const byId = new Map(prompts.map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface TabSources {
  prompts: readonly Prompt[];
  recentIds: readonly string[];
  /** The popular prompts in popularity order. */
  popular: readonly Prompt[];
}

/**
 * What a tab lists: search and category narrow every tab; the chosen sort orders All and
 * Favorites, while Recent keeps the order of use and Popular the order of popularity.
 */
export function promptsForTab(tab: PromptTab, sources: TabSources, query: PromptQuery): Prompt[] {
  const matching = (list: readonly Prompt[]) => list.filter((p) => matchesQuery(p, query));
  switch (tab) {
    case 'all':
      return sortPrompts(matching(sources.prompts), query.sort);
    case 'favorites':
      return sortPrompts(matching(sources.prompts.filter((p) => p.isFavorite)), query.sort);
    case 'recent':
      return matching(promptsByIds(sources.prompts, sources.recentIds));
    case 'popular':
      return matching(sources.popular);
    case 'community':
      return [];
  }
}
