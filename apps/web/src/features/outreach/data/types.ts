export type CampaignStatus = 'draft' | 'active' | 'paused' | 'completed';

export interface Campaign {
  id: string;
  name: string;
  status: CampaignStatus;
  prospects: number;
  sent: number;
  opens: number;
  replies: number;
  meetings: number;
  /** ISO date (YYYY-MM-DD). */
  created_at: string;
  /** ISO date (YYYY-MM-DD); null while the campaign is a draft. */
  started_at: string | null;
}

export type ProspectStatus = 'pending' | 'contacted' | 'replied' | 'meeting';

export interface Prospect {
  id: string;
  company: string;
  domain: string;
  contact_name: string;
  email: string;
  industry: string;
  /** Ids of the hooks (signals) found for this prospect. */
  hooks: string[];
  /** 0–1. */
  score: number;
  status: ProspectStatus;
}

export type HookType = 'review_win' | 'award' | 'product_launch' | 'pr_feature' | 'milestone' | 'case_post';

export type HookStatus = 'new' | 'used' | 'expired';

export interface Hook {
  id: string;
  type: HookType;
  headline: string;
  source: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** 0–1. */
  score: number;
  status: HookStatus;
}

export type SignalType = 'reviews' | 'awards' | 'launches' | 'pr_media';

export interface SignalTypePerformance {
  signalType: SignalType;
  signalsFound: number;
  /** 0–1, replies per sent message for campaigns using this signal type. */
  replyRate: number;
}
