import type { BrowserEngineStatus, BrowserTab, HistoryAction } from '@nova/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';

const BASE = '/api/browser-engine';

export const engineStatusQuery = queryOptions({
  queryKey: [`${BASE}/status`],
  queryFn: async () => (await (await apiRequest('GET', `${BASE}/status`)).json()) as BrowserEngineStatus,
});

export async function navigate(input: string, tabId: string | undefined): Promise<BrowserTab> {
  return (await (await apiRequest('POST', `${BASE}/navigate`, tabId ? { input, tabId } : { input })).json()) as BrowserTab;
}

export async function openTab(url?: string): Promise<BrowserTab> {
  return (await (await apiRequest('POST', `${BASE}/tabs`, url ? { url } : {})).json()) as BrowserTab;
}

export async function closeTab(tabId: string): Promise<void> {
  await apiRequest('DELETE', `${BASE}/tabs/${encodeURIComponent(tabId)}`);
}

export async function activateTab(tabId: string): Promise<void> {
  await apiRequest('POST', `${BASE}/tabs/${encodeURIComponent(tabId)}/activate`);
}

export async function runHistoryAction(tabId: string, action: HistoryAction): Promise<void> {
  await apiRequest('POST', `${BASE}/tabs/${encodeURIComponent(tabId)}/${action}`);
}
