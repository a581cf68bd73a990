import { type SettingsUpdate, workspaceSettingsSchema, type WorkspaceSettings } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** PUT /api/settings: the changed fields; answers the settings as now stored. */
export async function updateSettings(patch: SettingsUpdate): Promise<WorkspaceSettings> {
  const res = await apiRequest('PUT', '/api/settings', patch);
  return workspaceSettingsSchema.parse(await res.json());
}
