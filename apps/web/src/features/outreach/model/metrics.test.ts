import { describe, expect, it } from 'vitest';
import type { Campaign, Hook, Prospect } from '../data/types';
import {
  campaignRates,
  companyForHook,
  countProspectsByStatus,
  ratio,
  sortHooksNewestFirst,
  sortProspectsByScore,
  sumCampaigns,
} from './metrics';

function campaign(overrides: Partial<Campaign>): Campaign {
  return {
    id: 'c',
    name: 'C',
    status: 'active',
    prospects: 0,
    sent: 0,
    opens: 0,
    replies: 0,
    meetings: 0,
    created_at: '2025-01-01',
    started_at: '2025-01-02',
    ...overrides,
  };
}

function prospect(overrides: Partial<Prospect>): Prospect {
  return {
    id: 'p',
    company: 'P AS',
    domain: 'p.no',
    contact_name: 'Kari',
    email: 'kari@p.no',
    industry: 'IT',
    hooks: [],
    score: 0.5,
    status: 'pending',
    ...overrides,
  };
}

describe('ratio', () => {
  it('divides and returns 0 when the whole is zero', () => {
    expect(ratio(25, 100)).toBe(0.25);
    expect(ratio(5, 0)).toBe(0);
    expect(ratio(5, -3)).toBe(0);
  });
});

describe('campaignRates', () => {
  it('computes open and reply rate per sent message and meetings per reply', () => {
    expect(campaignRates({ sent: 200, opens: 100, replies: 20, meetings: 5 })).toEqual({
      openRate: 0.5,
      replyRate: 0.1,
      meetingRate: 0.25,
    });
  });

  it('gives 0 for a draft that has sent nothing', () => {
    expect(campaignRates({ sent: 0, opens: 0, replies: 0, meetings: 0 })).toEqual({ openRate: 0, replyRate: 0, meetingRate: 0 });
  });
});

describe('sumCampaigns', () => {
  it('adds up every figure and counts the campaigns', () => {
    const totals = sumCampaigns([
      campaign({ prospects: 10, sent: 20, opens: 8, replies: 3, meetings: 1 }),
      campaign({ prospects: 5, sent: 7, opens: 2, replies: 1, meetings: 0 }),
    ]);
    expect(totals).toEqual({ campaigns: 2, prospects: 15, sent: 27, opens: 10, replies: 4, meetings: 1 });
  });
});

describe('countProspectsByStatus', () => {
  it('counts every status, including those with no prospects', () => {
    expect(
      countProspectsByStatus([prospect({ status: 'replied' }), prospect({ status: 'replied' }), prospect({ status: 'meeting' })]),
    ).toEqual({ pending: 0, contacted: 0, replied: 2, meeting: 1 });
  });
});

describe('sorting', () => {
  it('sorts prospects by score without mutating the input', () => {
    const input = [prospect({ id: 'a', score: 0.2 }), prospect({ id: 'b', score: 0.9 }), prospect({ id: 'c', score: 0.5 })];
    expect(sortProspectsByScore(input).map((p) => p.id)).toEqual(['b', 'c', 'a']);
    expect(input.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('sorts hooks newest first without mutating the input', () => {
    const hook = (id: string, date: string): Hook => ({ id, type: 'award', headline: id, source: 's', date, score: 0.5, status: 'new' });
    const input = [hook('old', '2024-12-31'), hook('new', '2025-02-01'), hook('mid', '2025-01-15')];
    expect(sortHooksNewestFirst(input).map((h) => h.id)).toEqual(['new', 'mid', 'old']);
    expect(input.map((h) => h.id)).toEqual(['old', 'new', 'mid']);
  });
});

describe('companyForHook', () => {
  it('finds the prospect that references the hook', () => {
    const prospects = [prospect({ company: 'A AS', hooks: ['h1'] }), prospect({ company: 'B AS', hooks: ['h2', 'h3'] })];
    expect(companyForHook('h3', prospects)).toBe('B AS');
    expect(companyForHook('h9', prospects)).toBeUndefined();
  });
});
