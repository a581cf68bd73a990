import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceSettingsSchema, type WorkspaceSettings } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export const SETTINGS_KEY = ['/api/settings'] as const;

/** GET /api/settings: stored and effective values; the key only as configured/hint. */
export async function fetchSettings(): Promise<WorkspaceSettings> {
  const res = await apiRequest('GET', '/api/settings');
  return workspaceSettingsSchema.parse(await res.json());
}

export const settingsQuery = queryOptions({ queryKey: SETTINGS_KEY, queryFn: fetchSettings });

export const useWorkspaceSettings = () => useQuery(settingsQuery);
