import { type ReviewPreferences, reviewPreferencesSchema } from '@nova/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchReviewPreferences, reviewPreferencesQueryKey } from '../api/review-preferences';
import { saveReviewPreferences } from '../api/save-review-preferences';

const DEFAULTS = reviewPreferencesSchema.parse({});

/** The stored review preferences (the spec's defaults until they load or when they cannot). */
export function useReviewPreferences() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: reviewPreferencesQueryKey, queryFn: fetchReviewPreferences });
  return {
    preferences: query.data ?? DEFAULTS,
    loaded: query.data !== undefined,
    loadFailed: query.isError,
    async save(preferences: ReviewPreferences): Promise<ReviewPreferences> {
      const saved = await saveReviewPreferences(preferences);
      queryClient.setQueryData(reviewPreferencesQueryKey, saved);
      return saved;
    },
  };
}
