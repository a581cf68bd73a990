import { apiRequest } from '@/lib/api/api-request';

/** DELETE /api/selector-studio/highlight: removes the outline from the live page. */
export async function clearHighlight(): Promise<void> {
  await apiRequest('DELETE', '/api/selector-studio/highlight');
}
