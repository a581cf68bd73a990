import { type PageContent, pageContentSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** GET /api/browser-engine/content; null when no web page is open (404). */
export async function fetchPageContent(): Promise<PageContent | null> {
  try {
    const res = await apiRequest('GET', '/api/browser-engine/content');
    return pageContentSchema.parse(await res.json());
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('404')) return null;
    throw error;
  }
}
