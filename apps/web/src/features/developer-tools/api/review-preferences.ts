import { DEFAULT_USER_ID, type ReviewPreferences, reviewPreferencesSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export const REVIEW_USER_ID = DEFAULT_USER_ID;
const path = `/api/ai-code-review/preferences/${encodeURIComponent(REVIEW_USER_ID)}`;
export const reviewPreferencesQueryKey = [path] as const;

export async function fetchReviewPreferences(): Promise<ReviewPreferences> {
  const res = await apiRequest('GET', path);
  return reviewPreferencesSchema.parse(await res.json());
}
