import type { CodeReviewIssue } from '@nova/shared';

type FixableIssue = Pick<CodeReviewIssue, 'line' | 'originalCode' | 'suggestedFix'>;

/**
 * Spec B §5: a single fix applies only when the issue has a line within range and original code
 * (and, here, a suggested fix): the lines starting at `line` must still read originalCode.
 */
export function canApplySingleFix(code: string, issue: FixableIssue): boolean {
  return applySingleFix(code, issue) !== null;
}

/** The code with originalCode at the issue's line replaced by suggestedFix; null when that cannot be done. */
export function applySingleFix(code: string, issue: FixableIssue): string | null {
  if (issue.suggestedFix === null || issue.originalCode === '') return null;
  const lines = code.split('\n');
  const count = issue.originalCode.split('\n').length;
  if (!Number.isInteger(issue.line) || issue.line < 1 || issue.line + count - 1 > lines.length) return null;
  const current = lines.slice(issue.line - 1, issue.line - 1 + count).join('\n');
  // Tolerate Windows line endings in the editor's text.
  if (current.replace(/\r$/gm, '') !== issue.originalCode.replace(/\r$/gm, '')) return null;
  return [...lines.slice(0, issue.line - 1), ...issue.suggestedFix.split('\n'), ...lines.slice(issue.line - 1 + count)].join('\n');
}

/** Issues the Auto-fix all button sends; spec B §5: only autoFixable ones. */
export function autoFixableIssues<T extends Pick<CodeReviewIssue, 'autoFixable'>>(issues: readonly T[]): T[] {
  return issues.filter((issue) => issue.autoFixable);
}
