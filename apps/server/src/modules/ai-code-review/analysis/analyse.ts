import type { CodeReview, ReviewPreferences } from '@nova/shared';
import { buildIssues } from './build-issues.js';
import { summarise } from './summary.js';
import { customRuleFindings } from './custom-rules.js';
import { styleReported } from './eslint-config.js';
import type { Finding } from './finding.js';
import { isIgnored } from './ignored-rules.js';
import { lintFindings } from './lint.js';
import { computeMetrics } from './metrics.js';
import { resolveSourceKind } from './source-kind.js';
import { styleChecks } from './style-stats.js';
import { analysisSuggestions } from './suggestions.js';
import { typeCheck } from './type-check.js';
import { createReviewProgram } from './typescript-program.js';

export interface AnalyseInput {
  code: string;
  language: string;
  filePath?: string;
  preferences: ReviewPreferences;
}

/** A review without the model's contribution; the service adds that outside the worker. */
export type Analysis = Omit<CodeReview, 'analysers'> & { analysers: { eslint: boolean; typescript: boolean } };

/** The whole deterministic review: TypeScript, ESLint, custom rules, coding style and metrics. */
export function analyse(input: AnalyseInput): Analysis {
  const started = performance.now();
  const { code, preferences } = input;
  const kind = resolveSourceKind(input.language, input.filePath, code);
  const lines = code.split(/\r?\n/);
  const review = createReviewProgram(code, kind);
  const typed = typeCheck(review, kind);
  // ESLint cannot parse code with syntax errors; TypeScript reports those (critical) and the rest waits.
  const linted = typed.syntaxErrors === 0;
  const { findings: lint, indentSkip } = linted ? lintFindings(code, kind, preferences, review.program) : { findings: [], indentSkip: new Set<number>() };
  const custom = customRuleFindings(lines, preferences.customRules);

  const focus = new Set(preferences.focusAreas);
  const reportStyle = styleReported(preferences);
  const reported = (finding: Finding) =>
    !isIgnored(finding.ruleId, preferences.ignoredRules) &&
    (finding.source === 'style' ? reportStyle : focus.size === 0 || focus.has(finding.type));
  const issues = buildIssues(code, [...typed.findings, ...lint, ...custom].filter(reported));

  const { units, metrics } = computeMetrics(review.sourceFile, lines);
  // Without ESLint the style is unknown: no preference counts as followed.
  const style = linted ? styleChecks(review.sourceFile, lines, preferences.codingStyle, lint, indentSkip) : { checks: [], userStyleMatches: 0 };
  const suggestions = analysisSuggestions(issues, metrics, units, style.checks);

  return {
    issues,
    summary: summarise(issues, lines.length, performance.now() - started),
    metrics,
    suggestions,
    personalization: {
      userStyleMatches: style.userStyleMatches,
      styleChecks: style.checks,
      strictnessLevel: preferences.strictnessLevel,
      focusAreas: preferences.focusAreas,
    },
    analysers: { eslint: linted, typescript: true },
  };
}
