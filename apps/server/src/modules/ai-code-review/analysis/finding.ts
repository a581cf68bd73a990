import type { CodeReviewIssueType, CodeReviewSeverity } from '@nova/shared';

/** One problem an analyser found, before it becomes a review issue. */
export interface Finding {
  ruleId: string;
  source: 'eslint' | 'typescript' | 'style' | 'custom';
  type: CodeReviewIssueType;
  severity: CodeReviewSeverity;
  confidence: number;
  title: string;
  description: string;
  /** 1-based lines and column. */
  line: number;
  endLine: number;
  column: number;
  /** The replacement for [start, end) of the source that fixes it, when one exists. */
  fix?: { range: [number, number]; text: string };
  /** True when `fix` is deterministic and safe to apply without review. */
  autoFixable: boolean;
  tags: string[];
}
