import { type SelectorSuggestion, selectorSuggestionSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** POST /api/selector-studio/suggest for a point given as fractions of the live view's frame. */
export async function suggestSelector(point: { x: number; y: number }): Promise<SelectorSuggestion> {
  const res = await apiRequest('POST', '/api/selector-studio/suggest', { space: 'frame', ...point });
  return selectorSuggestionSchema.parse(await res.json());
}
