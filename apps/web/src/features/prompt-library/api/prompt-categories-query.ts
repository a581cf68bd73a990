import { type PromptCategoryInfo, promptCategoryListSchema } from '@nova/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';
import { PROMPT_CATEGORIES_STALE_MS } from '../model/constants';
import { PROMPT_CATEGORIES_KEY } from './query-keys';

export async function fetchPromptCategories(): Promise<PromptCategoryInfo[]> {
  const res = await apiRequest('GET', '/api/prompts/categories');
  return promptCategoryListSchema.parse(await res.json()).categories;
}

export const promptCategoriesQueryOptions = () =>
  queryOptions({ queryKey: PROMPT_CATEGORIES_KEY, staleTime: PROMPT_CATEGORIES_STALE_MS, queryFn: () => fetchPromptCategories() });

export const usePromptCategoriesQuery = () => useQuery(promptCategoriesQueryOptions());
