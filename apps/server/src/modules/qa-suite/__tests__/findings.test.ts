import { describe, expect, it } from 'vitest';
import { violationFindings } from '../checks/axe-check.js';
import {
  capFindings,
  countBySeverity,
  descriptionFindings,
  finding,
  httpStatusFindings,
  loadTimeFindings,
  severityOfImpact,
  sortFindings,
  titleFindings,
} from '../checks/findings.js';
import { judgeStatus } from '../checks/link-check.js';

describe('severity mapping', () => {
  it('keeps axe-core impacts and treats a missing or unknown one as moderate', () => {
    expect(['critical', 'serious', 'moderate', 'minor'].map(severityOfImpact)).toEqual(['critical', 'serious', 'moderate', 'minor']);
    expect(severityOfImpact(null)).toBe('moderate');
    expect(severityOfImpact(undefined)).toBe('moderate');
    expect(severityOfImpact('weird')).toBe('moderate');
  });

  it('turns axe violations into one finding per element, capped per rule', () => {
    const nodes = Array.from({ length: 12 }, (_, i) => ({ target: [`#n${i}`], impact: i === 0 ? 'minor' : null }));
    const findings = violationFindings([
      { id: 'color-contrast', impact: 'serious', help: 'Kontrast', helpUrl: 'https://dequeuniversity.com/x', nodes },
    ]);
    expect(findings).toHaveLength(11);
    expect(findings[0]).toEqual({ severity: 'minor', check: 'accessibility', message: 'Kontrast (color-contrast)', where: '#n0', helpUrl: 'https://dequeuniversity.com/x' });
    expect(findings[1]?.severity).toBe('serious');
    expect(findings[10]).toMatchObject({ severity: 'serious', where: null, message: 'Kontrast (color-contrast): 2 elementer til' });
  });

  it('rates the main document status: 5xx and 4xx critical, no status serious, 2xx/3xx nothing', () => {
    expect(httpStatusFindings(200, 'u')).toEqual([]);
    expect(httpStatusFindings(304, 'u')).toEqual([]);
    expect(httpStatusFindings(404, 'u')[0]).toMatchObject({ severity: 'critical', check: 'http-status', where: 'u' });
    expect(httpStatusFindings(503, 'u')[0]?.message).toBe('Serveren svarte med feil 503.');
    expect(httpStatusFindings(null, 'u')[0]?.severity).toBe('serious');
  });

  it('rates load time: over 3 s moderate, over 8 s serious, never loaded serious', () => {
    expect(loadTimeFindings(2999, 20_000)).toEqual([]);
    expect(loadTimeFindings(3500, 20_000)[0]).toMatchObject({ severity: 'moderate', message: 'Siden brukte 3,5 s på å laste (over 3 s).' });
    expect(loadTimeFindings(9000, 20_000)[0]?.severity).toBe('serious');
    expect(loadTimeFindings(null, 20_000)[0]?.message).toBe('Siden ble ikke ferdig lastet innen 20 s.');
  });

  it('checks title and description presence and length', () => {
    expect(titleFindings('')[0]?.severity).toBe('serious');
    expect(titleFindings('Kort')[0]).toMatchObject({ severity: 'minor', message: 'Tittelen er kort (4 tegn, anbefalt 10–60).' });
    expect(titleFindings('x'.repeat(61))[0]?.message).toContain('lang (61 tegn');
    expect(titleFindings('En god tittel på siden')).toEqual([]);
    expect(descriptionFindings(null)[0]?.severity).toBe('moderate');
    expect(descriptionFindings('  ')[0]?.severity).toBe('moderate');
    expect(descriptionFindings('For kort')[0]?.severity).toBe('minor');
    expect(descriptionFindings('x'.repeat(161))[0]?.message).toContain('lang (161 tegn');
    expect(descriptionFindings('x'.repeat(80))).toEqual([]);
  });
});

describe('summary', () => {
  const items = [
    finding('minor', 'title', 'a'),
    finding('critical', 'http-status', 'b'),
    finding('serious', 'broken-link', 'c'),
    finding('minor', 'meta-description', 'd'),
    finding('critical', 'accessibility', 'e'),
  ];

  it('counts findings by severity, with zeros for the rest', () => {
    expect(countBySeverity(items)).toEqual({ critical: 2, serious: 1, moderate: 0, minor: 2, info: 0 });
  });

  it('sorts most severe first and keeps the found order within a severity', () => {
    expect(sortFindings(items).map((f) => f.message)).toEqual(['b', 'e', 'c', 'a', 'd']);
  });

  it('caps a list and adds one finding that says how many more there were', () => {
    const capped = capFindings(items, 3, (more) => finding('info', 'title', `${more} til`));
    expect(capped.map((f) => f.message)).toEqual(['a', 'b', 'c', '2 til']);
    expect(capFindings(items, 5, () => finding('info', 'title', 'x'))).toEqual(items);
  });
});

describe('link status', () => {
  it('counts 2xx and 3xx as fine and 4xx/5xx as broken', () => {
    expect(judgeStatus(200)).toEqual({ ok: true, status: 200 });
    expect(judgeStatus(301)).toEqual({ ok: true, status: 301 });
    expect(judgeStatus(404)).toEqual({ ok: false, status: 404, reason: 'svarte 404' });
    expect(judgeStatus(500).ok).toBe(false);
  });
});
