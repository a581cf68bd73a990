import { CODE_REVIEW_ISSUE_TYPES } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { filterIssues, NO_FILTER, typesPresent } from './issue-filter';

const issues = [
  { id: 1, severity: 'high', type: 'bug' },
  { id: 2, severity: 'low', type: 'style' },
  { id: 3, severity: 'high', type: 'security' },
] as const;

describe('filterIssues', () => {
  it('filters by severity, by type, by both, or not at all', () => {
    expect(filterIssues(issues, NO_FILTER).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(filterIssues(issues, { severity: 'high', type: 'all' }).map((i) => i.id)).toEqual([1, 3]);
    expect(filterIssues(issues, { severity: 'all', type: 'style' }).map((i) => i.id)).toEqual([2]);
    expect(filterIssues(issues, { severity: 'low', type: 'bug' })).toEqual([]);
  });

  it('lists the types present in the spec order', () => {
    expect(typesPresent(issues, CODE_REVIEW_ISSUE_TYPES)).toEqual(['bug', 'security', 'style']);
  });
});
