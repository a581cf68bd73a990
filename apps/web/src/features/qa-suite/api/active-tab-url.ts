import { browserEngineContextSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** The browser's active tab address, or '' when no page is open (the call never starts the browser). */
export async function activeTabUrl(): Promise<string> {
  const res = await apiRequest('GET', '/api/browser-engine/context');
  const { url } = browserEngineContextSchema.parse(await res.json());
  return /^https?:/.test(url) ? url : '';
}
