import type { SignalType } from './types';

/** The signal types a campaign can watch, in the order the form shows them. */
export const SIGNAL_TYPES = ['reviews', 'awards', 'launches', 'pr_media'] as const satisfies readonly SignalType[];

export const MAX_SIGNAL_AGE_OPTIONS = [7, 14, 30] as const;

export type MaxSignalAgeDays = (typeof MAX_SIGNAL_AGE_OPTIONS)[number];

export const DEFAULT_MAX_SIGNAL_AGE_DAYS: MaxSignalAgeDays = 14;

export type EscalationStep = { day: number; channel: 'email'; emailNumber: number } | { day: number; channel: 'sms' };

/** Fixed follow-up sequence; campaigns cannot change it. */
export const ESCALATION_SEQUENCE: readonly EscalationStep[] = [
  { day: 0, channel: 'email', emailNumber: 1 },
  { day: 4, channel: 'email', emailNumber: 2 },
  { day: 7, channel: 'sms' },
  { day: 11, channel: 'email', emailNumber: 3 },
];
