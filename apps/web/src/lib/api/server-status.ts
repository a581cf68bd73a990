import { type AiStatus, aiStatusSchema, type BrowserEngineStatus, browserEngineStatusSchema, type Health, healthSchema } from '@nova/shared';
import { apiRequest } from './api-request';

/** GET /api/health, GET /api/browser-engine/status and GET /api/ai-chat/status, for the pages that show the server's state. */
export const HEALTH_KEY = ['/api/health'] as const;
export const BROWSER_STATUS_KEY = ['/api/browser-engine/status'] as const;
/** Changes with the AI settings: the settings page invalidates it when they are saved. */
export const AI_STATUS_KEY = ['/api/ai-chat/status'] as const;

export async function fetchHealth(): Promise<Health> {
  return healthSchema.parse(await (await apiRequest('GET', '/api/health')).json());
}

export async function fetchBrowserStatus(): Promise<BrowserEngineStatus> {
  return browserEngineStatusSchema.parse(await (await apiRequest('GET', '/api/browser-engine/status')).json());
}

export async function fetchAiStatus(): Promise<AiStatus> {
  return aiStatusSchema.parse(await (await apiRequest('GET', '/api/ai-chat/status')).json());
}
