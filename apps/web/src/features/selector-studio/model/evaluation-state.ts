import type { SelectorEvaluation } from '@nova/shared';
import { apiErrorMessage } from '@/lib/api/api-error-message';

/** Typing pauses this long before a selector is tried in the page. */
export const EVALUATE_DEBOUNCE_MS = 300;

export type EvaluationState =
  | { status: 'idle' }
  | { status: 'loading'; previous: SelectorEvaluation | null }
  | { status: 'success'; result: SelectorEvaluation }
  /** The page's parser refused the selector; `message` is its own. */
  | { status: 'invalid'; message: string }
  | { status: 'no-page'; message: string }
  | { status: 'error'; message: string };

/** What a failed evaluation means for the panel: 400 is the parser's verdict, 404 no page, the rest errors. */
export function failedEvaluation(error: unknown): EvaluationState {
  const text = error instanceof Error ? error.message : String(error);
  const status = /^(\d{3}):/.exec(text)?.[1];
  const message = apiErrorMessage(error);
  if (status === '400') return { status: 'invalid', message };
  if (status === '404') return { status: 'no-page', message };
  return { status: 'error', message };
}

/** The result to keep showing while the next one is on its way, so the list does not flicker. */
export function shownResult(state: EvaluationState): SelectorEvaluation | null {
  if (state.status === 'success') return state.result;
  if (state.status === 'loading') return state.previous;
  return null;
}
