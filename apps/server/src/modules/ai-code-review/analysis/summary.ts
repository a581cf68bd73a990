import type { CodeReviewIssue, ReviewSummary } from '@nova/shared';

/** Counts per severity, lines and time (ms) of a review. */
export function summarise(issues: readonly CodeReviewIssue[], linesAnalyzed: number, analysisTime: number): ReviewSummary {
  const bySeverity = (severity: CodeReviewIssue['severity']) => issues.filter((i) => i.severity === severity).length;
  return {
    totalIssues: issues.length,
    criticalCount: bySeverity('critical'),
    highCount: bySeverity('high'),
    mediumCount: bySeverity('medium'),
    lowCount: bySeverity('low'),
    infoCount: bySeverity('info'),
    linesAnalyzed,
    analysisTime: Math.round(analysisTime * 10) / 10,
  };
}
