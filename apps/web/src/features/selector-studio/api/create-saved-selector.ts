import { type SavedSelector, type SavedSelectorInput, savedSelectorSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** POST /api/selector-studio/selectors. */
export async function createSavedSelector(input: SavedSelectorInput): Promise<SavedSelector> {
  const res = await apiRequest('POST', '/api/selector-studio/selectors', input);
  return savedSelectorSchema.parse(await res.json());
}
