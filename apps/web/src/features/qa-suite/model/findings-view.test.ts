import type { QaFinding } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import {
  checksPresent,
  DEFAULT_FILTER,
  formatLoadTime,
  groupBySeverity,
  toggleSeverity,
  totalCount,
  visibleFindings,
} from './findings-view';

const f = (severity: QaFinding['severity'], check: QaFinding['check'], message: string): QaFinding => ({ severity, check, message, where: null, helpUrl: null });
const findings = [
  f('minor', 'title', 'a'),
  f('critical', 'accessibility', 'b'),
  f('serious', 'broken-link', 'c'),
  f('critical', 'http-status', 'd'),
  f('serious', 'console-error', 'e'),
];
const messages = (list: QaFinding[]) => list.map((x) => x.message);

describe('visibleFindings', () => {
  it('sorts most severe first, keeping the found order within a severity', () => {
    expect(messages(visibleFindings(findings, DEFAULT_FILTER, 'most-severe-first'))).toEqual(['b', 'd', 'c', 'e', 'a']);
  });

  it('sorts least severe first, still stable within a severity', () => {
    expect(messages(visibleFindings(findings, DEFAULT_FILTER, 'least-severe-first'))).toEqual(['a', 'c', 'e', 'b', 'd']);
  });

  it('filters by severity and by check', () => {
    const noSerious = toggleSeverity(DEFAULT_FILTER, 'serious');
    expect(messages(visibleFindings(findings, noSerious, 'most-severe-first'))).toEqual(['b', 'd', 'a']);
    expect(messages(visibleFindings(findings, toggleSeverity(noSerious, 'serious'), 'most-severe-first'))).toHaveLength(5);
    expect(messages(visibleFindings(findings, { ...DEFAULT_FILTER, check: 'broken-link' }, 'most-severe-first'))).toEqual(['c']);
    expect(visibleFindings(findings, { severities: new Set(), check: 'all' }, 'most-severe-first')).toEqual([]);
  });
});

describe('groups, checks and figures', () => {
  it('groups consecutive findings of one severity', () => {
    const groups = groupBySeverity(visibleFindings(findings, DEFAULT_FILTER, 'most-severe-first'));
    expect(groups.map((g) => [g.severity, messages(g.findings)])).toEqual([
      ['critical', ['b', 'd']],
      ['serious', ['c', 'e']],
      ['minor', ['a']],
    ]);
  });

  it('lists the checks that found something in the suite order', () => {
    expect(checksPresent(findings)).toEqual(['http-status', 'console-error', 'broken-link', 'title', 'accessibility']);
  });

  it('adds up counts and formats load times', () => {
    expect(totalCount({ critical: 1, serious: 2, moderate: 0, minor: 3, info: 1 })).toBe(7);
    expect(formatLoadTime(153)).toBe('153 ms');
    expect(formatLoadTime(1234)).toBe('1,2 s');
  });
});
