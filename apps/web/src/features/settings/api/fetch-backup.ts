import { apiRequest } from '@/lib/api/api-request';

/** GET /api/settings/backup: the workspace's data as the backup document (plugins are added by the page). */
export async function fetchBackup(): Promise<Record<string, unknown>> {
  const res = await apiRequest('GET', '/api/settings/backup');
  return (await res.json()) as Record<string, unknown>;
}
