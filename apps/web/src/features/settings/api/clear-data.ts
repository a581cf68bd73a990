import { type ClearDataSummary, clearDataSummarySchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** POST /api/settings/clear-data: deletes the workspace's data, keeps the workspace. */
export async function clearData(): Promise<ClearDataSummary> {
  const res = await apiRequest('POST', '/api/settings/clear-data', { confirm: 'DELETE' });
  return clearDataSummarySchema.parse(await res.json());
}
