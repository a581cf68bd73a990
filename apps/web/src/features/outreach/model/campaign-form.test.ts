import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_SIGNAL_AGE_DAYS } from '../data/constants';
import {
  campaignCreatedToast,
  initialCampaignFormValues,
  isMaxSignalAgeOption,
  toggleSignalType,
  validateCampaignForm,
} from './campaign-form';

describe('initialCampaignFormValues', () => {
  it('starts empty with a maximum signal age of 14 days', () => {
    expect(initialCampaignFormValues()).toEqual({ name: '', signalTypes: [], maxSignalAgeDays: 14 });
    expect(DEFAULT_MAX_SIGNAL_AGE_DAYS).toBe(14);
  });
});

describe('isMaxSignalAgeOption', () => {
  it('accepts only 7, 14 and 30', () => {
    expect([7, 14, 30].every(isMaxSignalAgeOption)).toBe(true);
    expect([0, 1, 13, 15, 31, 60].some(isMaxSignalAgeOption)).toBe(false);
  });
});

describe('toggleSignalType', () => {
  it('adds and removes while keeping the form order', () => {
    expect(toggleSignalType(['pr_media'], 'reviews', true)).toEqual(['reviews', 'pr_media']);
    expect(toggleSignalType(['reviews', 'pr_media'], 'reviews', false)).toEqual(['pr_media']);
  });

  it('never duplicates a type that is already selected', () => {
    expect(toggleSignalType(['awards'], 'awards', true)).toEqual(['awards']);
  });
});

describe('validateCampaignForm', () => {
  it('rejects an empty or whitespace-only name and no signal types, with Norwegian messages', () => {
    const result = validateCampaignForm({ name: '   ', signalTypes: [], maxSignalAgeDays: 14 });
    expect(result).toEqual({
      ok: false,
      errors: { name: 'Kampanjen må ha et navn.', signalTypes: 'Velg minst én signaltype.' },
    });
  });

  it('reports only the field that is wrong', () => {
    expect(validateCampaignForm({ name: 'Vår', signalTypes: [], maxSignalAgeDays: 14 })).toEqual({
      ok: false,
      errors: { signalTypes: 'Velg minst én signaltype.' },
    });
    expect(validateCampaignForm({ name: '', signalTypes: ['awards'], maxSignalAgeDays: 14 })).toEqual({
      ok: false,
      errors: { name: 'Kampanjen må ha et navn.' },
    });
  });

  it('rejects a maximum signal age other than 7, 14 or 30 days', () => {
    const result = validateCampaignForm({ name: 'Vår', signalTypes: ['awards'], maxSignalAgeDays: 21 });
    expect(result).toEqual({ ok: false, errors: { maxSignalAgeDays: 'Velg 7, 14 eller 30 dager.' } });
  });

  it('returns the trimmed campaign with signal types in form order', () => {
    const result = validateCampaignForm({ name: '  Vekst Nord ', signalTypes: ['pr_media', 'reviews'], maxSignalAgeDays: 30 });
    expect(result).toEqual({
      ok: true,
      campaign: { name: 'Vekst Nord', signalTypes: ['reviews', 'pr_media'], maxSignalAgeDays: 30 },
    });
  });
});

describe('campaignCreatedToast', () => {
  it('names the campaign and says that nothing was sent', () => {
    expect(campaignCreatedToast(' Vekst Nord ')).toEqual({
      title: 'Kampanje opprettet',
      description: '«Vekst Nord» er lagret som utkast. Ingenting er sendt.',
    });
  });
});
