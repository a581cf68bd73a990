import { outreachStrings } from '@/lib/i18n/nb/outreach';
import {
  DEFAULT_MAX_SIGNAL_AGE_DAYS,
  MAX_SIGNAL_AGE_OPTIONS,
  SIGNAL_TYPES,
  type MaxSignalAgeDays,
} from '../data/constants';
import type { SignalType } from '../data/types';

export interface CampaignFormValues {
  name: string;
  signalTypes: readonly SignalType[];
  maxSignalAgeDays: number;
}

export type CampaignFormField = keyof CampaignFormValues;

export type CampaignFormErrors = Partial<Record<CampaignFormField, string>>;

export interface NewCampaign {
  name: string;
  signalTypes: SignalType[];
  maxSignalAgeDays: MaxSignalAgeDays;
}

export type CampaignFormResult = { ok: true; campaign: NewCampaign } | { ok: false; errors: CampaignFormErrors };

export function initialCampaignFormValues(): CampaignFormValues {
  return { name: '', signalTypes: [], maxSignalAgeDays: DEFAULT_MAX_SIGNAL_AGE_DAYS };
}

export function isMaxSignalAgeOption(days: number): days is MaxSignalAgeDays {
  return (MAX_SIGNAL_AGE_OPTIONS as readonly number[]).includes(days);
}

/** Adds or removes a signal type, keeping the form's order and no duplicates. */
export function toggleSignalType(selected: readonly SignalType[], type: SignalType, checked: boolean): SignalType[] {
  return SIGNAL_TYPES.filter((t) => (t === type ? checked : selected.includes(t)));
}

export function validateCampaignForm(values: CampaignFormValues): CampaignFormResult {
  const { errors: messages } = outreachStrings.newCampaign;
  const errors: CampaignFormErrors = {};
  const name = values.name.trim();
  const signalTypes = SIGNAL_TYPES.filter((t) => values.signalTypes.includes(t));
  if (name === '') errors.name = messages.nameRequired;
  if (signalTypes.length === 0) errors.signalTypes = messages.signalTypesRequired;
  const maxSignalAgeDays = isMaxSignalAgeOption(values.maxSignalAgeDays) ? values.maxSignalAgeDays : undefined;
  if (maxSignalAgeDays === undefined) errors.maxSignalAgeDays = messages.maxAgeInvalid;
  if (maxSignalAgeDays === undefined || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, campaign: { name, signalTypes, maxSignalAgeDays } };
}

/** The confirmation shown after creating a campaign; nothing is sent anywhere. */
export function campaignCreatedToast(name: string): { title: string; description: string } {
  const { createdToast } = outreachStrings.newCampaign;
  return { title: createdToast.title, description: createdToast.description(name.trim()) };
}
