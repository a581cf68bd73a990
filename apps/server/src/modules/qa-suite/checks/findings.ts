import { QA_SEVERITIES, type QaCheck, type QaFinding, type QaSeverity, type QaSeverityCounts } from '@nova/shared';

/** Title and description lengths search engines show in full; outside them is a minor finding. */
export const TITLE_LENGTH = { min: 10, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;
/** Load times (navigation start to the load event) that count as slow and as very slow. */
export const SLOW_LOAD_MS = 3000;
export const VERY_SLOW_LOAD_MS = 8000;

export function finding(severity: QaSeverity, check: QaCheck, message: string, where: string | null = null, helpUrl: string | null = null): QaFinding {
  return { severity, check, message, where, helpUrl };
}

/** axe-core's impacts are our four upper severities; a violation without one counts as moderate. */
export function severityOfImpact(impact: string | null | undefined): QaSeverity {
  switch (impact) {
    case 'critical':
    case 'serious':
    case 'moderate':
    case 'minor':
      return impact;
    default:
      return 'moderate';
  }
}

export function httpStatusFindings(status: number | null, url: string): QaFinding[] {
  if (status === null) return [finding('serious', 'http-status', 'Siden svarte uten HTTP-status (for eksempel en lokal fil eller en feil i nettleseren).', url)];
  if (status >= 500) return [finding('critical', 'http-status', `Serveren svarte med feil ${status}.`, url)];
  if (status >= 400) return [finding('critical', 'http-status', `Siden svarte ${status} i stedet for innholdet.`, url)];
  return [];
}

export function loadTimeFindings(loadTimeMs: number | null, timeoutMs: number): QaFinding[] {
  if (loadTimeMs === null) {
    return [finding('serious', 'load-time', `Siden ble ikke ferdig lastet innen ${Math.round(timeoutMs / 1000)} s.`)];
  }
  const seconds = (loadTimeMs / 1000).toFixed(1).replace('.', ',');
  if (loadTimeMs > VERY_SLOW_LOAD_MS) return [finding('serious', 'load-time', `Siden brukte ${seconds} s på å laste (over ${VERY_SLOW_LOAD_MS / 1000} s).`)];
  if (loadTimeMs > SLOW_LOAD_MS) return [finding('moderate', 'load-time', `Siden brukte ${seconds} s på å laste (over ${SLOW_LOAD_MS / 1000} s).`)];
  return [];
}

export function titleFindings(title: string): QaFinding[] {
  const length = title.trim().length;
  if (length === 0) return [finding('serious', 'title', 'Siden mangler tittel (<title>).', 'head > title')];
  if (length < TITLE_LENGTH.min) {
    return [finding('minor', 'title', `Tittelen er kort (${length} tegn, anbefalt ${TITLE_LENGTH.min}–${TITLE_LENGTH.max}).`, 'head > title')];
  }
  if (length > TITLE_LENGTH.max) {
    return [finding('minor', 'title', `Tittelen er lang (${length} tegn, anbefalt ${TITLE_LENGTH.min}–${TITLE_LENGTH.max}).`, 'head > title')];
  }
  return [];
}

export function descriptionFindings(description: string | null): QaFinding[] {
  const where = 'meta[name="description"]';
  const length = description?.trim().length ?? 0;
  if (description === null || length === 0) return [finding('moderate', 'meta-description', 'Siden mangler metabeskrivelse (<meta name="description">).', null)];
  const range = `anbefalt ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max}`;
  if (length < DESCRIPTION_LENGTH.min) return [finding('minor', 'meta-description', `Metabeskrivelsen er kort (${length} tegn, ${range}).`, where)];
  if (length > DESCRIPTION_LENGTH.max) return [finding('minor', 'meta-description', `Metabeskrivelsen er lang (${length} tegn, ${range}).`, where)];
  return [];
}

export function emptyCounts(): QaSeverityCounts {
  return { critical: 0, serious: 0, moderate: 0, minor: 0, info: 0 };
}

export function countBySeverity(findings: readonly QaFinding[]): QaSeverityCounts {
  const counts = emptyCounts();
  for (const item of findings) counts[item.severity] += 1;
  return counts;
}

const rank = (severity: QaSeverity) => QA_SEVERITIES.indexOf(severity);

/** Most severe first; within a severity in check order, then as found. */
export function sortFindings(findings: readonly QaFinding[]): QaFinding[] {
  return findings
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item.severity) - rank(b.item.severity) || a.index - b.index)
    .map(({ item }) => item);
}

/** Keeps at most `max` findings of one kind, and says how many more there were. */
export function capFindings(findings: QaFinding[], max: number, more: (count: number) => QaFinding): QaFinding[] {
  if (findings.length <= max) return findings;
  return [...findings.slice(0, max), more(findings.length - max)];
}
