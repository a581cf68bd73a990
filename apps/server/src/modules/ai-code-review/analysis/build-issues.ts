import { CODE_REVIEW_SEVERITIES, type CodeReviewIssue } from '@nova/shared';
import type { Finding } from './finding.js';

/** Offsets where each line starts, with one extra entry for the end of the text. */
export function lineStarts(code: string): number[] {
  const starts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') starts.push(i + 1);
  starts.push(code.length + 1);
  return starts;
}

const lineOf = (starts: readonly number[], offset: number): number => {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
};

const lineEnd = (code: string, starts: readonly number[], line: number) => {
  const next = starts[line] ?? code.length + 1;
  return Math.min(code.length, next - 1);
};

/**
 * The lines an issue quotes and, when the analyser offers a fix, the same lines with it applied:
 * a single fix replaces exactly originalCode (starting at `line`) with suggestedFix.
 */
export function quoteAndFix(code: string, starts: readonly number[], finding: Finding): { line: number; originalCode: string; suggestedFix: string | null } {
  if (!finding.fix) {
    const line = Math.min(finding.line, starts.length - 1);
    return { line, originalCode: code.slice(starts[line - 1] ?? 0, lineEnd(code, starts, line)), suggestedFix: null };
  }
  const [from, to] = finding.fix.range;
  const first = Math.min(finding.line, lineOf(starts, from));
  const last = Math.max(first, lineOf(starts, Math.max(from, to - 1)));
  const start = starts[first - 1] ?? 0;
  const end = lineEnd(code, starts, last);
  return {
    line: first,
    originalCode: code.slice(start, end),
    suggestedFix: code.slice(start, from) + finding.fix.text + code.slice(to, end),
  };
}

const severityRank = (severity: CodeReviewIssue['severity']) => CODE_REVIEW_SEVERITIES.indexOf(severity);

/**
 * Findings another rule already reports better on the same line (the other has a fix or a
 * clearer message): shown once, not twice.
 */
const SHADOWED_BY: Record<string, readonly string[]> = {
  'sonarjs/no-dead-store': ['@typescript-eslint/no-unused-vars'],
  'ts/2845': ['use-isnan'],
  'ts/2367': ['valid-typeof', 'use-isnan', 'no-constant-binary-expression', 'sonarjs/different-types-comparison'],
  'no-unused-expressions': ['@typescript-eslint/no-floating-promises'],
  'sonarjs/no-identical-expressions': ['no-self-compare', 'sonarjs/no-identical-conditions'],
  'sonarjs/no-all-duplicated-branches': ['sonarjs/no-identical-conditions'],
  'sonarjs/no-extra-arguments': ['ts/2554'],
  // TypeScript's errors for what an ESLint bug rule names more precisely.
  'ts/1117': ['no-dupe-keys'],
  'ts/2588': ['no-const-assign'],
  'ts/2630': ['no-func-assign'],
  'ts/2539': ['no-import-assign'],
  'ts/2632': ['no-import-assign'],
  'ts/2378': ['getter-return'],
};

function withoutShadowed(findings: readonly Finding[]): Finding[] {
  const rulesByLine = new Map<number, Set<string>>();
  for (const finding of findings) {
    const rules = rulesByLine.get(finding.line) ?? new Set<string>();
    rules.add(finding.ruleId);
    rulesByLine.set(finding.line, rules);
  }
  return findings.filter((finding) => !(SHADOWED_BY[finding.ruleId] ?? []).some((other) => rulesByLine.get(finding.line)?.has(other)));
}

/** Findings as the review's issues: one per rule and place, most severe first, then by line. */
export function buildIssues(code: string, findings: readonly Finding[]): CodeReviewIssue[] {
  const starts = lineStarts(code);
  const seen = new Set<string>();
  const issues: CodeReviewIssue[] = [];
  for (const finding of withoutShadowed(findings)) {
    const key = `${finding.ruleId}@${finding.line}:${finding.column}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const quoted = quoteAndFix(code, starts, finding);
    issues.push({
      id: key,
      type: finding.type,
      severity: finding.severity,
      title: finding.title,
      description: finding.description,
      line: quoted.line,
      endLine: Math.max(quoted.line, finding.endLine),
      column: finding.column,
      originalCode: quoted.originalCode,
      suggestedFix: quoted.suggestedFix,
      autoFixable: finding.autoFixable && quoted.suggestedFix !== null,
      confidence: Math.round(finding.confidence * 100) / 100,
      tags: finding.tags,
      ruleId: finding.ruleId,
      source: finding.source,
    });
  }
  return issues.sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || a.line - b.line || a.column - b.column);
}
