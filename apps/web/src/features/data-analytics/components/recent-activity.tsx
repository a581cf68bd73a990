import { useId } from 'react';
import { dataAnalyticsStrings as t } from '@/lib/i18n/nb/data-analytics';
import type { ActivityEntry } from '../data/activity';
import { formatMinutesAgo } from '../format';

export function RecentActivity({ entries }: { entries: readonly ActivityEntry[] }) {
  const titleId = useId();
  return (
    <section className="flex flex-col gap-2" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-xs font-medium">
        {t.activity.title}
      </h3>
      <ul className="flex flex-col gap-1.5">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-0.5 rounded-md border border-border p-2 text-xs">
            <span className="break-words">{entry.text}</span>
            <span className="text-[11px] text-muted-foreground">{formatMinutesAgo(entry.minutesAgo)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
