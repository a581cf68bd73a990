import type { Campaign, Hook, Prospect, ProspectStatus } from '../data/types';
import { clampUnit } from './format';

/** part / whole as 0–1; 0 when there is nothing to divide by. */
export function ratio(part: number, whole: number): number {
  if (!(whole > 0)) return 0;
  return clampUnit(part / whole);
}

export interface CampaignRates {
  /** Opens per sent message. */
  openRate: number;
  /** Replies per sent message. */
  replyRate: number;
  /** Meetings per reply. */
  meetingRate: number;
}

export function campaignRates(figures: Pick<Campaign, 'sent' | 'opens' | 'replies' | 'meetings'>): CampaignRates {
  return {
    openRate: ratio(figures.opens, figures.sent),
    replyRate: ratio(figures.replies, figures.sent),
    meetingRate: ratio(figures.meetings, figures.replies),
  };
}

export interface CampaignTotals {
  campaigns: number;
  prospects: number;
  sent: number;
  opens: number;
  replies: number;
  meetings: number;
}

export function sumCampaigns(campaigns: readonly Campaign[]): CampaignTotals {
  const totals: CampaignTotals = { campaigns: campaigns.length, prospects: 0, sent: 0, opens: 0, replies: 0, meetings: 0 };
  for (const c of campaigns) {
    totals.prospects += c.prospects;
    totals.sent += c.sent;
    totals.opens += c.opens;
    totals.replies += c.replies;
    totals.meetings += c.meetings;
  }
  return totals;
}

export const PROSPECT_STATUSES = ['pending', 'contacted', 'replied', 'meeting'] as const satisfies readonly ProspectStatus[];

export function countProspectsByStatus(prospects: readonly Prospect[]): Record<ProspectStatus, number> {
  const counts: Record<ProspectStatus, number> = { pending: 0, contacted: 0, replied: 0, meeting: 0 };
  for (const p of prospects) counts[p.status] += 1;
  return counts;
}

/** Highest score first; returns a new array and leaves the input untouched. */
export function sortProspectsByScore(prospects: readonly Prospect[]): Prospect[] {
  return [...prospects].sort((a, b) => b.score - a.score);
}

/** Newest first (ISO dates compare as strings); returns a new array. */
export function sortHooksNewestFirst(hooks: readonly Hook[]): Hook[] {
  return [...hooks].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The company whose prospect lists the hook, if any. */
export function companyForHook(hookId: string, prospects: readonly Prospect[]): string | undefined {
  return prospects.find((p) => p.hooks.includes(hookId))?.company;
}
