import { formatCount } from '@/lib/format';
import { outreachStrings } from '@/lib/i18n/nb/outreach';
import type { Campaign } from '../data/types';
import type { Figure } from '@/components/ui/figure-list';

const CAMPAIGN_FIGURES = ['prospects', 'sent', 'opens', 'replies', 'meetings'] as const;

/** The funnel figures of one campaign, or of all campaigns summed, in display order. */
export function campaignFigures(figures: Pick<Campaign, (typeof CAMPAIGN_FIGURES)[number]>): Figure[] {
  return CAMPAIGN_FIGURES.map((key) => ({ label: outreachStrings.figures[key], value: formatCount(figures[key]) }));
}
