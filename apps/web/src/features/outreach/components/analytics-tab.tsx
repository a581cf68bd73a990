import { Card, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatCount, formatPercent } from '@/lib/format';
import { outreachStrings } from '@/lib/i18n/nb/outreach';
import { SAMPLE_SIGNAL_PERFORMANCE } from '../data/analytics';
import { SAMPLE_CAMPAIGNS } from '../data/campaigns';
import { SAMPLE_PROSPECTS } from '../data/prospects';
import { clampUnit, toPercentValue } from '../model/format';
import { PROSPECT_STATUSES, campaignRates, countProspectsByStatus, sumCampaigns } from '../model/metrics';
import { campaignFigures } from './campaign-figures';
import { FigureList } from '@/components/ui/figure-list';

function RateRow({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-2 text-xs">
        <span>{label}</span>
        <span className="font-semibold tabular-nums">{formatPercent(value)}</span>
      </div>
      <Progress value={toPercentValue(value)} label={label} />
    </div>
  );
}

export function AnalyticsTab() {
  const s = outreachStrings;
  const totals = sumCampaigns(SAMPLE_CAMPAIGNS);
  const rates = campaignRates(totals);
  const byStatus = countProspectsByStatus(SAMPLE_PROSPECTS);
  const totalFigures = [{ label: s.analytics.campaigns, value: formatCount(totals.campaigns) }, ...campaignFigures(totals)];
  const statusFigures = PROSPECT_STATUSES.map((status) => ({
    label: s.prospectStatus[status],
    value: formatCount(byStatus[status]),
  }));

  return (
    <div className="grid gap-3 @2xl:grid-cols-2">
      <Card className="flex flex-col gap-2">
        <CardTitle>{s.analytics.totalsHeading}</CardTitle>
        <FigureList figures={totalFigures} />
      </Card>
      <Card className="flex flex-col gap-2">
        <CardTitle>{s.analytics.ratesHeading}</CardTitle>
        <RateRow label={s.analytics.openRate} value={rates.openRate} />
        <RateRow label={s.analytics.replyRate} value={rates.replyRate} />
        <RateRow label={s.analytics.meetingRate} value={rates.meetingRate} />
      </Card>
      <Card className="flex flex-col gap-2">
        <CardTitle>{s.analytics.prospectStatusHeading}</CardTitle>
        <FigureList figures={statusFigures} />
      </Card>
      <Card className="flex flex-col gap-2">
        <CardTitle>{s.analytics.signalHeading}</CardTitle>
        <ul className="flex flex-col gap-2">
          {SAMPLE_SIGNAL_PERFORMANCE.map((row) => {
            const typeLabel = s.signalTypes[row.signalType];
            return (
              <li key={row.signalType} className="flex flex-col gap-1">
                <div className="flex flex-wrap items-center justify-between gap-x-2 text-xs">
                  <span className="font-medium">{typeLabel}</span>
                  <span className="text-muted-foreground">
                    {s.analytics.signalsFound(row.signalsFound)} · {s.campaigns.replyRate} {formatPercent(clampUnit(row.replyRate))}
                  </span>
                </div>
                <Progress value={toPercentValue(row.replyRate)} label={s.analytics.signalReplyRate(typeLabel)} />
              </li>
            );
          })}
        </ul>
      </Card>
    </div>
  );
}
