import { type CodeReview, type ReviewRequest, reviewResponseSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export async function reviewCode(request: ReviewRequest): Promise<CodeReview> {
  const res = await apiRequest('POST', '/api/ai-code-review/review', request);
  return reviewResponseSchema.parse(await res.json()).review;
}
