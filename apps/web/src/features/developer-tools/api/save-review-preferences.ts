import { type ReviewPreferences, reviewPreferencesSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';
import { REVIEW_USER_ID } from './review-preferences';

export async function saveReviewPreferences(preferences: ReviewPreferences): Promise<ReviewPreferences> {
  const res = await apiRequest('POST', `/api/ai-code-review/preferences/${encodeURIComponent(REVIEW_USER_ID)}`, preferences);
  return reviewPreferencesSchema.parse(await res.json());
}
