import { useId } from 'react';
import { Progress } from '@/components/ui/progress';
import { formatCount, formatPercent } from '@/lib/format';
import { dataAnalyticsStrings as t } from '@/lib/i18n/nb/data-analytics';
import type { DistributionEntry } from '../data/distribution';

export function DistributionBars({ entries }: { entries: readonly DistributionEntry[] }) {
  const titleId = useId();
  return (
    <section className="flex flex-col gap-2" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-xs font-medium">
        {t.distribution.title}
      </h3>
      <ul className="flex flex-col gap-2">
        {entries.map((entry) => {
          const label = t.distribution.labels[entry.id];
          return (
            <li key={entry.id} className="flex flex-col gap-1">
              <div className="flex flex-wrap justify-between gap-x-2 text-xs">
                <span>{label}</span>
                <span className="text-muted-foreground">
                  {formatCount(entry.count)} · {formatPercent(entry.percent / 100, 1)}
                </span>
              </div>
              <Progress value={entry.percent} label={t.distribution.barLabel(label)} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
