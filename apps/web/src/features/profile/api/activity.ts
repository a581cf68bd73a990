import { type ProfileActivity, profileActivitySchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export const ACTIVITY_KEY = ['/api/profile/activity'] as const;

/** GET /api/profile/activity, counted by this browser's local days. */
export async function fetchActivity(): Promise<ProfileActivity> {
  const offset = new Date().getTimezoneOffset();
  return profileActivitySchema.parse(await (await apiRequest('GET', `/api/profile/activity?tzOffsetMinutes=${offset}`)).json());
}
