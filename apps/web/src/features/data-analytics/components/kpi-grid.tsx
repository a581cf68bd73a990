import { TrendingDown, TrendingUp } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatCount, formatPercent } from '@/lib/format';
import { dataAnalyticsStrings as t } from '@/lib/i18n/nb/data-analytics';
import type { Kpi } from '../data/kpis';
import { formatChange } from '../format';

export function KpiGrid({ kpis }: { kpis: readonly Kpi[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2" aria-label={t.kpis.title}>
      {kpis.map((kpi) => {
        const rising = kpi.changePercent >= 0;
        const TrendIcon = rising ? TrendingUp : TrendingDown;
        return (
          <Card key={kpi.id} className="flex min-w-0 flex-col gap-1 p-2">
            <dt className="text-[11px] break-words text-muted-foreground">{t.kpis.labels[kpi.id]}</dt>
            <dd className="text-base font-semibold">{kpi.unit === 'percent' ? formatPercent(kpi.value / 100, 1) : formatCount(kpi.value)}</dd>
            <dd className={cn('flex items-start gap-1 text-[11px]', rising ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive')}>
              <TrendIcon className="mt-px size-3 shrink-0" aria-hidden="true" />
              {t.kpis.change(formatChange(kpi.changePercent))}
            </dd>
          </Card>
        );
      })}
    </dl>
  );
}
