import { QA_SEVERITIES, type QaSummary } from '@nova/shared';
import { FigureList } from '@/components/ui/figure-list';
import { qaSuiteStrings } from '@/lib/i18n/nb/qa-suite';
import { formatLoadTime, totalCount } from '../model/findings-view';

const t = qaSuiteStrings.summary;

export function RunSummary({ summary }: { summary: QaSummary }) {
  const figures = [
    { label: t.httpStatus, value: summary.httpStatus === null ? t.noStatus : String(summary.httpStatus) },
    { label: t.loadTime, value: summary.loadTimeMs === null ? t.notLoaded : formatLoadTime(summary.loadTimeMs) },
    {
      label: t.links,
      value: summary.linksSkipped > 0 ? t.linksOf(summary.linksChecked, summary.linksChecked + summary.linksSkipped) : String(summary.linksChecked),
    },
    { label: t.total, value: String(totalCount(summary.counts)) },
    ...QA_SEVERITIES.map((severity) => ({ label: qaSuiteStrings.severities[severity], value: String(summary.counts[severity]) })),
  ];
  return (
    <section aria-labelledby="qa-summary-heading" className="flex flex-col gap-2">
      <h3 id="qa-summary-heading" className="text-sm font-semibold">
        {t.heading}
      </h3>
      <p className="text-sm">
        <span className="text-muted-foreground">{t.title}: </span>
        {summary.title || t.noTitle}
      </p>
      <FigureList figures={figures} className="grid-cols-[repeat(auto-fill,minmax(7rem,1fr))]" />
    </section>
  );
}
