import { type BrowserEngineContext, browserEngineContextSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** GET /api/browser-engine/context: the active tab's url, title and selection. */
export async function fetchPageContext(): Promise<BrowserEngineContext> {
  const res = await apiRequest('GET', '/api/browser-engine/context');
  return browserEngineContextSchema.parse(await res.json());
}
