import { Card, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatPercent } from '@/lib/format';
import { outreachStrings } from '@/lib/i18n/nb/outreach';
import { SAMPLE_PROSPECTS } from '../data/prospects';
import { clampUnit, toPercentValue } from '../model/format';
import { sortProspectsByScore } from '../model/metrics';
import { ProspectStatusBadge } from './status-badges';

export function ProspectsTab() {
  const s = outreachStrings.prospects;
  const prospects = sortProspectsByScore(SAMPLE_PROSPECTS);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-muted-foreground">
        {s.count(prospects.length)} · {s.sortedByScore}
      </p>
      <ul aria-label={s.listLabel} className="grid gap-2 @2xl:grid-cols-2">
        {prospects.map((prospect) => (
          <li key={prospect.id}>
            <Card className="flex flex-col gap-2">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <CardTitle className="break-words">{prospect.company}</CardTitle>
                  <p className="text-xs text-muted-foreground wrap-anywhere">{prospect.domain}</p>
                </div>
                <ProspectStatusBadge status={prospect.status} />
              </div>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-xs">
                <dt className="text-muted-foreground">{s.contact}</dt>
                <dd className="min-w-0">
                  <span className="block break-words">{prospect.contact_name}</span>{' '}
                  <span className="block text-muted-foreground wrap-anywhere">{prospect.email}</span>
                </dd>
                <dt className="text-muted-foreground">{s.industry}</dt>
                <dd>
                  {prospect.industry} · {s.signals(prospect.hooks.length)}
                </dd>
              </dl>
              <div className="flex items-center gap-2">
                <span className="text-xs text-muted-foreground">{s.score}</span>
                <Progress value={toPercentValue(prospect.score)} label={s.scoreLabel(prospect.company)} className="flex-1" />
                <span className="text-xs font-semibold tabular-nums">{formatPercent(clampUnit(prospect.score))}</span>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
