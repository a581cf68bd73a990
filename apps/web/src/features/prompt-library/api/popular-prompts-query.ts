import { type Prompt, promptListSchema } from '@nova/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';
import { PROMPTS_STALE_MS } from '../model/constants';
import { POPULAR_PROMPTS_KEY } from './query-keys';

export async function fetchPopularPrompts(): Promise<Prompt[]> {
  const res = await apiRequest('GET', '/api/prompts/popular');
  return promptListSchema.parse(await res.json()).prompts;
}

export const popularPromptsQueryOptions = () =>
  queryOptions({ queryKey: POPULAR_PROMPTS_KEY, staleTime: PROMPTS_STALE_MS, queryFn: () => fetchPopularPrompts() });

export const usePopularPromptsQuery = () => useQuery(popularPromptsQueryOptions());
