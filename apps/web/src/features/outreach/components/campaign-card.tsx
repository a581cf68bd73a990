import { Card, CardTitle } from '@/components/ui/card';
import { formatPercent } from '@/lib/format';
import { outreachStrings } from '@/lib/i18n/nb/outreach';
import type { Campaign } from '../data/types';
import { formatDate } from '../model/format';
import { campaignRates } from '../model/metrics';
import { campaignFigures } from './campaign-figures';
import { FigureList } from '@/components/ui/figure-list';
import { CampaignStatusBadge } from './status-badges';

export function CampaignCard({ campaign }: { campaign: Campaign }) {
  const s = outreachStrings;
  const rates = campaignRates(campaign);
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <CardTitle className="min-w-0 break-words">{campaign.name}</CardTitle>
        <CampaignStatusBadge status={campaign.status} />
      </div>
      <FigureList figures={campaignFigures(campaign)} />
      <p className="text-xs text-muted-foreground">
        {s.campaigns.openRate} {formatPercent(rates.openRate)} · {s.campaigns.replyRate} {formatPercent(rates.replyRate)}
      </p>
      <p className="text-xs text-muted-foreground">
        {s.campaigns.created} {formatDate(campaign.created_at)} ·{' '}
        {campaign.started_at ? `${s.campaigns.started} ${formatDate(campaign.started_at)}` : s.campaigns.notStarted}
      </p>
    </Card>
  );
}
