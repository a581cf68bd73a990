import { QA_CHECKS, QA_SEVERITIES, type QaCheck, type QaFinding, type QaSeverity, type QaSeverityCounts } from '@nova/shared';

export type SeverityOrder = 'most-severe-first' | 'least-severe-first';

export interface FindingsFilter {
  /** Severities shown; an empty set shows none. */
  severities: ReadonlySet<QaSeverity>;
  check: QaCheck | 'all';
}

export const ALL_SEVERITIES: ReadonlySet<QaSeverity> = new Set(QA_SEVERITIES);
export const DEFAULT_FILTER: FindingsFilter = { severities: ALL_SEVERITIES, check: 'all' };

const rank = (severity: QaSeverity) => QA_SEVERITIES.indexOf(severity);

/** The findings the table shows: filtered, then sorted by severity (stable within one). */
export function visibleFindings(findings: readonly QaFinding[], filter: FindingsFilter, order: SeverityOrder): QaFinding[] {
  const sign = order === 'most-severe-first' ? 1 : -1;
  return findings
    .map((finding, index) => ({ finding, index }))
    .filter(({ finding }) => filter.severities.has(finding.severity) && (filter.check === 'all' || finding.check === filter.check))
    .sort((a, b) => sign * (rank(a.finding.severity) - rank(b.finding.severity)) || a.index - b.index)
    .map(({ finding }) => finding);
}

/** Runs of one severity in an already sorted list, for the table's group headings. */
export function groupBySeverity(findings: readonly QaFinding[]): Array<{ severity: QaSeverity; findings: QaFinding[] }> {
  const groups: Array<{ severity: QaSeverity; findings: QaFinding[] }> = [];
  for (const finding of findings) {
    const last = groups.at(-1);
    if (last?.severity === finding.severity) last.findings.push(finding);
    else groups.push({ severity: finding.severity, findings: [finding] });
  }
  return groups;
}

/** The checks that found something, in the suite's order, for the check filter. */
export function checksPresent(findings: readonly QaFinding[]): QaCheck[] {
  const present = new Set(findings.map((finding) => finding.check));
  return QA_CHECKS.filter((check) => present.has(check));
}

export function toggleSeverity(filter: FindingsFilter, severity: QaSeverity): FindingsFilter {
  const severities = new Set(filter.severities);
  if (severities.has(severity)) severities.delete(severity);
  else severities.add(severity);
  return { ...filter, severities };
}

export function totalCount(counts: QaSeverityCounts): number {
  return QA_SEVERITIES.reduce((sum, severity) => sum + counts[severity], 0);
}

/** Load time as Norwegian seconds with one decimal, e.g. 1234 → "1,2 s"; below a second in ms. */
export function formatLoadTime(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  return `${(ms / 1000).toFixed(1).replace('.', ',')} s`;
}
