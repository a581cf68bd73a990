import { type SavedSelector, type SavedSelectorUpdate, savedSelectorSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** PATCH /api/selector-studio/selectors/{id}: rename, or change the selector. */
export async function updateSavedSelector(id: string, update: SavedSelectorUpdate): Promise<SavedSelector> {
  const res = await apiRequest('PATCH', `/api/selector-studio/selectors/${encodeURIComponent(id)}`, update);
  return savedSelectorSchema.parse(await res.json());
}
