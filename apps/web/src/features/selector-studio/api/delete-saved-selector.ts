import { apiRequest } from '@/lib/api/api-request';

/** DELETE /api/selector-studio/selectors/{id}. */
export async function deleteSavedSelector(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/selector-studio/selectors/${encodeURIComponent(id)}`);
}
