/** Spec B §9 limits and defaults the library's screens use. */
export const RECENT_PROMPTS_LIMIT = 10;
export const QUICK_MENU_RECENT_LIMIT = 5;
export const QUICK_MENU_FAVORITES_LIMIT = 3;
export const QUICK_MENU_SUGGESTED_COUNT = 2;
export const COMPACT_TAG_COUNT = 2;

export const PROMPTS_STALE_MS = 5 * 60_000;
export const PROMPT_CATEGORIES_STALE_MS = 10 * 60_000;

export const PROMPT_SORTS = ['popular', 'rating', 'recent', 'alphabetical'] as const;
export type PromptSort = (typeof PROMPT_SORTS)[number];
export const DEFAULT_PROMPT_SORT: PromptSort = 'popular';

export const PROMPT_VIEWS = ['grid', 'list'] as const;
export type PromptView = (typeof PROMPT_VIEWS)[number];
export const DEFAULT_PROMPT_VIEW: PromptView = 'grid';

export const PROMPT_TABS = ['all', 'favorites', 'recent', 'popular', 'community'] as const;
export type PromptTab = (typeof PROMPT_TABS)[number];

/** How long to wait before sending changes again after the server did not answer. */
export const PROMPT_SYNC_RETRY_MS = 30_000;
