import { POPULAR_PROMPTS_LIMIT, type Prompt } from '@nova/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { usePopularPromptsQuery } from '../api/popular-prompts-query';
import { usePromptsQuery } from '../api/prompts-query';
import { libraryPrompts } from '../model/local-prompts';
import { promptsByIds, sortPrompts } from '../model/prompt-filter';
import { usePromptState } from '../model/prompt-store';
import { connectPromptSync } from '../model/prompt-sync';

export interface Library {
  prompts: Prompt[];
  /** Popularity order from the server; worked out here while it does not answer. */
  popular: Prompt[];
  recentIds: readonly string[];
  loading: boolean;
  /** GET /api/prompts failed: only the prompts kept in this browser are shown (spec B §7: an empty list). */
  loadFailed: boolean;
}

/** The library as this browser sees it: the server's lists with the local copy and pending changes. */
export function useLibrary(): Library {
  const client = useQueryClient();
  useEffect(() => connectPromptSync(client), [client]);
  const promptsQuery = usePromptsQuery();
  const popularQuery = usePopularPromptsQuery();
  const local = usePromptState((state) => state.local);
  const recentIds = usePromptState((state) => state.recent);
  const prompts = useMemo(() => libraryPrompts(promptsQuery.data, local), [promptsQuery.data, local]);
  const popular = useMemo(
    () =>
      popularQuery.data
        ? promptsByIds(prompts, popularQuery.data.map((p) => p.id))
        : sortPrompts(prompts, 'popular').slice(0, POPULAR_PROMPTS_LIMIT),
    [popularQuery.data, prompts],
  );
  return { prompts, popular, recentIds, loading: promptsQuery.isPending, loadFailed: promptsQuery.isError };
}
