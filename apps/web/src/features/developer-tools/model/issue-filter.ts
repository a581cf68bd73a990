import type { CodeReviewIssue, CodeReviewIssueType, CodeReviewSeverity } from '@nova/shared';

export interface IssueFilter {
  severity: CodeReviewSeverity | 'all';
  type: CodeReviewIssueType | 'all';
}

export const NO_FILTER: IssueFilter = { severity: 'all', type: 'all' };

export function filterIssues<T extends Pick<CodeReviewIssue, 'severity' | 'type'>>(issues: readonly T[], filter: IssueFilter): T[] {
  return issues.filter(
    (issue) => (filter.severity === 'all' || issue.severity === filter.severity) && (filter.type === 'all' || issue.type === filter.type),
  );
}

/** The issue types present in a review, for the type filter's options (in the spec's order). */
export function typesPresent(issues: readonly Pick<CodeReviewIssue, 'type'>[], order: readonly CodeReviewIssueType[]): CodeReviewIssueType[] {
  const present = new Set(issues.map((i) => i.type));
  return order.filter((type) => present.has(type));
}
