import { useEffect, useRef, useState } from 'react';
import { clearHighlight } from '../api/clear-highlight';
import { evaluateSelector } from '../api/evaluate-selector';
import { EVALUATE_DEBOUNCE_MS, type EvaluationState, failedEvaluation, shownResult } from '../model/evaluation-state';

/**
 * Tries `selector` in the live page a moment after typing stops, and again whenever `pageKey`
 * (the page's address and load state) changes. An answer counts only for the selector and page
 * it was asked for; clearing the selector removes the outline.
 */
export function useSelectorEvaluation(selector: string, pageKey: string | null): EvaluationState {
  const trimmed = selector.trim();
  const key = pageKey === null || trimmed === '' ? null : `${pageKey}\n${trimmed}`;
  const [answered, setAnswered] = useState<{ key: string; state: EvaluationState } | null>(null);
  const outlined = useRef(false);

  useEffect(() => {
    if (key === null) {
      if (outlined.current && pageKey !== null) void clearHighlight().catch(() => undefined);
      outlined.current = false;
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      evaluateSelector(trimmed).then(
        (result) => {
          outlined.current = true;
          if (current) setAnswered({ key, state: { status: 'success', result } });
        },
        (error: unknown) => {
          if (current) setAnswered({ key, state: failedEvaluation(error) });
        },
      );
    }, EVALUATE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, trimmed, pageKey]);

  if (key === null) return { status: 'idle' };
  if (answered?.key === key) return answered.state;
  return { status: 'loading', previous: answered ? shownResult(answered.state) : null };
}
