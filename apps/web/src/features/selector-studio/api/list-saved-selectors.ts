import { type SavedSelector, savedSelectorListSchema } from '@nova/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';

export const SAVED_SELECTORS_KEY = ['/api/selector-studio/selectors'];

/** GET /api/selector-studio/selectors. */
export const savedSelectorsQuery = queryOptions({
  queryKey: SAVED_SELECTORS_KEY,
  queryFn: async (): Promise<SavedSelector[]> => {
    const res = await apiRequest('GET', '/api/selector-studio/selectors');
    return savedSelectorListSchema.parse(await res.json()).selectors;
  },
});
