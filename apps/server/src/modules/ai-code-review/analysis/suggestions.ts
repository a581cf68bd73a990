import type { CodeReviewIssue, ReviewMetrics, ReviewSuggestion } from '@nova/shared';
import type { UnitMetrics } from './metrics.js';
import type { StyleCheck } from './style-stats.js';

const COGNITIVE_LIMIT = 15;

const count = (issues: readonly CodeReviewIssue[], ...types: CodeReviewIssue['type'][]) => issues.filter((i) => types.includes(i.type)).length;

/** What to do next, derived from the issues and metrics; each names what it is based on. */
export function analysisSuggestions(
  issues: readonly CodeReviewIssue[],
  metrics: ReviewMetrics,
  units: readonly UnitMetrics[],
  style: readonly StyleCheck[],
): ReviewSuggestion[] {
  const suggestions: ReviewSuggestion[] = [];
  const add = (type: ReviewSuggestion['type'], impact: ReviewSuggestion['impact'], description: string) =>
    suggestions.push({ type, impact, description, source: 'analysis' });

  const security = count(issues, 'security');
  if (security > 0) add('security', 'high', `Fix the ${security} security finding${security === 1 ? '' : 's'} before anything else: they can be exploited.`);
  const concurrency = count(issues, 'race_condition', 'memory_leak');
  if (concurrency > 0) {
    add('best_practice', 'high', `${concurrency} race condition or memory leak finding${concurrency === 1 ? '' : 's'}: clean up effects, timers and subscriptions, and cancel or ignore stale asynchronous results.`);
  }
  for (const unit of [...units].sort((a, b) => b.cognitive - a.cognitive).slice(0, 3)) {
    if (unit.cognitive <= COGNITIVE_LIMIT) break;
    add('refactoring', unit.cognitive > 2 * COGNITIVE_LIMIT ? 'high' : 'medium', `Split \`${unit.name}\` (line ${unit.line}): its cognitive complexity is ${unit.cognitive}, above ${COGNITIVE_LIMIT}. Extract the nested branches into named functions.`);
  }
  const performance = count(issues, 'performance');
  if (performance > 0) add('performance', 'medium', `${performance} performance finding${performance === 1 ? '' : 's'}: avoid sequential awaits in loops, quadratic copies and blocking calls.`);
  if (metrics.testability < 60) {
    add('testing', 'medium', `Testability is ${metrics.testability}/100: pass time, randomness and I/O in as parameters and keep functions small, so tests can control them.`);
  }
  const documentation = count(issues, 'documentation');
  if (documentation > 0) add('documentation', 'low', `Document the ${documentation} place${documentation === 1 ? '' : 's'} flagged: exported functions need a JSDoc comment whose @param names match.`);
  const offStyle = style.filter((s) => s.violations > 0);
  if (offStyle.length > 0) {
    add('style', 'low', `The code differs from your style in ${offStyle.map((s) => `${s.aspect} (${s.violations})`).join(', ')}; Auto-fix applies it.`);
  }
  if (metrics.maintainability < 50) {
    add('refactoring', 'medium', `Maintainability index is ${metrics.maintainability}/100: shorten long functions and reduce branching.`);
  }
  return suggestions;
}
