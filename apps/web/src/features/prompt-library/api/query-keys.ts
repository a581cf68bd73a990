/** Keys are the paths (the default query joins them with "/"); invalidating PROMPTS_KEY refreshes all three. */
export const PROMPTS_KEY = ['/api/prompts'] as const;
export const POPULAR_PROMPTS_KEY = ['/api/prompts', 'popular'] as const;
export const PROMPT_CATEGORIES_KEY = ['/api/prompts', 'categories'] as const;

export const promptPath = (id: string) => `/api/prompts/${encodeURIComponent(id)}`;
