import { type BrowserEngineStatus, browserEngineStatusSchema, type Health, healthSchema } from '@nova/shared';
import { apiRequest } from './api-request';

/** GET /api/health and GET /api/browser-engine/status, for the pages that show the server's state. */
export const HEALTH_KEY = ['/api/health'] as const;
export const BROWSER_STATUS_KEY = ['/api/browser-engine/status'] as const;

export async function fetchHealth(): Promise<Health> {
  return healthSchema.parse(await (await apiRequest('GET', '/api/health')).json());
}

export async function fetchBrowserStatus(): Promise<BrowserEngineStatus> {
  return browserEngineStatusSchema.parse(await (await apiRequest('GET', '/api/browser-engine/status')).json());
}
