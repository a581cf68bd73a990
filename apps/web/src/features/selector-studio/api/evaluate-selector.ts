import { type SelectorEvaluation, selectorEvaluationSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** POST /api/selector-studio/evaluate: matches in the active tab, outlined in the page. */
export async function evaluateSelector(selector: string): Promise<SelectorEvaluation> {
  const res = await apiRequest('POST', '/api/selector-studio/evaluate', { selector, highlight: true });
  return selectorEvaluationSchema.parse(await res.json());
}
