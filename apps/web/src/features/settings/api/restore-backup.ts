import { type RestoreSummary, restoreSummarySchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** POST /api/settings/restore: validates the whole file first; answers what was imported. */
export async function restoreBackup(backup: Record<string, unknown>): Promise<RestoreSummary> {
  const res = await apiRequest('POST', '/api/settings/restore', backup);
  return restoreSummarySchema.parse(await res.json());
}
