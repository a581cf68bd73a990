import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { formatCount } from '@/lib/format';
import { leadScrapingStrings as t } from '@/lib/i18n/nb/lead-scraping';
import type { ResultStat, ScrapedLead } from '../data/sample-results';

interface ScrapingResultsTabProps {
  stats: readonly ResultStat[];
  leads: readonly ScrapedLead[];
}

/** Content of the Resultater tab: counts first, then the most recent leads. */
export function ScrapingResultsTab({ stats, leads }: ScrapingResultsTabProps) {
  const id = useId();
  const statsTitleId = `${id}-stats`;
  const recentTitleId = `${id}-recent`;
  return (
    <div className="flex flex-col gap-3">
      <section className="flex flex-col gap-2" aria-labelledby={statsTitleId}>
        <h3 id={statsTitleId} className="text-xs font-medium">
          {t.results.statsTitle}
        </h3>
        <dl className="grid grid-cols-2 gap-2">
          {stats.map((stat) => (
            <Card key={stat.id} className="flex flex-col-reverse gap-0.5 p-2">
              <dt className="text-[11px] text-muted-foreground">{t.results.stats[stat.id]}</dt>
              <dd className="text-base font-semibold">{formatCount(stat.value)}</dd>
            </Card>
          ))}
        </dl>
      </section>
      <section className="flex flex-col gap-2" aria-labelledby={recentTitleId}>
        <h3 id={recentTitleId} className="text-xs font-medium">
          {t.results.recentTitle}
        </h3>
        <ul className="flex flex-col gap-2">
          {leads.map((lead) => (
            <li key={lead.id} className="flex flex-col gap-0.5 rounded-md border border-border p-2 text-xs">
              <p className="text-sm font-medium break-words">{lead.company}</p>
              <p>{lead.contact}</p>
              <p className="break-all text-muted-foreground">
                <span className="sr-only">{t.results.emailLabel}: </span>
                {lead.email}
              </p>
              <p className="text-muted-foreground">
                <span className="sr-only">{t.results.phoneLabel}: </span>
                {lead.phone}
                {' · '}
                <span className="sr-only">{t.results.locationLabel}: </span>
                {lead.location}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
