import { type Prompt, promptListSchema } from '@nova/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';
import { PROMPTS_STALE_MS } from '../model/constants';
import { pendingPromptChanges, rebaseLocalPrompts } from '../model/prompt-store';
import { flushPromptChanges, promptSyncGeneration, refreshPromptsSoon } from '../model/prompt-sync';
import { PROMPTS_KEY } from './query-keys';

export async function fetchPrompts(): Promise<Prompt[]> {
  const res = await apiRequest('GET', '/api/prompts');
  return promptListSchema.parse(await res.json()).prompts;
}

/**
 * GET /api/prompts. Its answer becomes the local copy, unless a change reached the server
 * while it was on its way (then it is stale and asked again). An answer after failures is
 * the moment to send the changes kept meanwhile (spec B §8).
 */
export const promptsQueryOptions = () =>
  queryOptions({
    queryKey: PROMPTS_KEY,
    staleTime: PROMPTS_STALE_MS,
    queryFn: async () => {
      const generation = promptSyncGeneration();
      const prompts = await fetchPrompts();
      if (generation === promptSyncGeneration()) rebaseLocalPrompts(prompts);
      else refreshPromptsSoon();
      if (pendingPromptChanges().length > 0) void flushPromptChanges();
      return prompts;
    },
  });

export const usePromptsQuery = () => useQuery(promptsQueryOptions());
