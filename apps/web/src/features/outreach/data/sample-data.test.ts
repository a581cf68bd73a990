import { describe, expect, it } from 'vitest';
import { SAMPLE_SIGNAL_PERFORMANCE } from './analytics';
import { SAMPLE_CAMPAIGNS } from './campaigns';
import { ESCALATION_SEQUENCE, MAX_SIGNAL_AGE_OPTIONS, SIGNAL_TYPES } from './constants';
import { SAMPLE_HOOKS } from './hooks';
import { SAMPLE_PROSPECTS } from './prospects';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function unique(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}

describe('outreach constants', () => {
  it('match the spec', () => {
    expect(MAX_SIGNAL_AGE_OPTIONS).toEqual([7, 14, 30]);
    expect(SIGNAL_TYPES).toEqual(['reviews', 'awards', 'launches', 'pr_media']);
    expect(ESCALATION_SEQUENCE.map((s) => s.day)).toEqual([0, 4, 7, 11]);
  });
});

describe('sample campaigns', () => {
  it('cover every status and have unique ids', () => {
    expect(new Set(SAMPLE_CAMPAIGNS.map((c) => c.status))).toEqual(new Set(['draft', 'active', 'paused', 'completed']));
    expect(unique(SAMPLE_CAMPAIGNS.map((c) => c.id))).toBe(true);
  });

  it('have figures that fit together', () => {
    for (const c of SAMPLE_CAMPAIGNS) {
      expect(c.opens, c.id).toBeLessThanOrEqual(c.sent);
      expect(c.replies, c.id).toBeLessThanOrEqual(c.opens);
      expect(c.meetings, c.id).toBeLessThanOrEqual(c.replies);
      // Each prospect gets at most one message per step of the fixed sequence.
      expect(c.sent, c.id).toBeLessThanOrEqual(c.prospects * ESCALATION_SEQUENCE.length);
      expect(c.created_at).toMatch(isoDate);
    }
  });

  it('leave drafts unstarted and start the others on or after creation', () => {
    for (const c of SAMPLE_CAMPAIGNS) {
      if (c.status === 'draft') {
        expect(c.started_at, c.id).toBeNull();
        expect(c.sent, c.id).toBe(0);
      } else {
        expect(c.started_at, c.id).toMatch(isoDate);
        expect((c.started_at ?? '') >= c.created_at, c.id).toBe(true);
      }
    }
  });
});

describe('sample prospects', () => {
  it('cover every status, with scores 0–1 and e-mail on the company domain', () => {
    expect(new Set(SAMPLE_PROSPECTS.map((p) => p.status))).toEqual(new Set(['pending', 'contacted', 'replied', 'meeting']));
    expect(unique(SAMPLE_PROSPECTS.map((p) => p.id))).toBe(true);
    for (const p of SAMPLE_PROSPECTS) {
      expect(p.score, p.id).toBeGreaterThanOrEqual(0);
      expect(p.score, p.id).toBeLessThanOrEqual(1);
      expect(p.email.endsWith(`@${p.domain}`), p.id).toBe(true);
    }
  });

  it('reference only hooks that exist', () => {
    const hookIds = new Set(SAMPLE_HOOKS.map((h) => h.id));
    for (const p of SAMPLE_PROSPECTS) {
      expect(p.hooks.length, p.id).toBeGreaterThan(0);
      for (const id of p.hooks) expect(hookIds.has(id), `${p.id} → ${id}`).toBe(true);
    }
  });
});

describe('sample hooks', () => {
  it('have unique ids, valid dates and scores 0–1', () => {
    expect(unique(SAMPLE_HOOKS.map((h) => h.id))).toBe(true);
    for (const h of SAMPLE_HOOKS) {
      expect(h.date).toMatch(isoDate);
      expect(h.score).toBeGreaterThanOrEqual(0);
      expect(h.score).toBeLessThanOrEqual(1);
    }
  });
});

describe('sample signal performance', () => {
  it('has one entry per signal type with rates 0–1', () => {
    expect(SAMPLE_SIGNAL_PERFORMANCE.map((s) => s.signalType)).toEqual([...SIGNAL_TYPES]);
    for (const s of SAMPLE_SIGNAL_PERFORMANCE) {
      expect(s.replyRate).toBeGreaterThanOrEqual(0);
      expect(s.replyRate).toBeLessThanOrEqual(1);
    }
  });
});
