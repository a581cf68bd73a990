import { reviewPreferencesSchema } from '@nova/shared';
import { type AnalyseInput, type Analysis, analyse } from './analysis/analyse.js';
import { type AutoFixInput, type AutoFixResult, autoFix } from './analysis/auto-fix.js';

export type ReviewTask =
  | { kind: 'analyse'; input: AnalyseInput }
  | { kind: 'auto-fix'; input: AutoFixInput }
  | { kind: 'warm' };

export type ReviewTaskResult = Analysis | AutoFixResult | { warmedInMs: number };

/** TSX with hooks, types and every coding-style rule: loads the libraries, plugins and parsers a review uses. */
const WARM_UP_CODE = `import { useEffect, useState } from 'react';

/** Counts up once a second. */
export function Counter({ step }: { step: number }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setCount((c) => c + step), 1000);
    return () => clearInterval(id);
  }, [step]);
  return <output>{count}</output>;
}
`;

/** The worker's entry: piscina calls it with one task at a time. */
export default async function runReviewTask(task: ReviewTask): Promise<ReviewTaskResult> {
  if (task.kind === 'analyse') return analyse(task.input);
  if (task.kind === 'auto-fix') return autoFix(task.input);
  const started = performance.now();
  const preferences = reviewPreferencesSchema.parse({ strictnessLevel: 'strict' });
  const review = analyse({ code: WARM_UP_CODE, language: 'typescript', filePath: 'warm-up.tsx', preferences });
  await autoFix({ code: WARM_UP_CODE.replace('const [count', 'let [count'), issues: review.issues, language: 'typescript', filePath: 'warm-up.tsx', preferences });
  await autoFix({
    code: 'const a = "x"',
    issues: [{ ruleId: 'quotes', line: 1, originalCode: 'const a = "x"', autoFixable: true }],
    language: 'typescript',
    preferences,
  });
  return { warmedInMs: Math.round(performance.now() - started) };
}
