import { type BrowserTab, browserTabSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** POST /api/browser-engine/navigate: the active tab (or a new one) goes to the address or search. */
export async function navigateBrowser(input: string): Promise<BrowserTab> {
  return browserTabSchema.parse(await (await apiRequest('POST', '/api/browser-engine/navigate', { input })).json());
}
