import { METRIC_NAMES } from '@nova/shared';
import { Progress } from '@/components/ui/progress';
import { developerToolsStrings as t } from '@/lib/i18n/nb/developer-tools';
import { useReviewState } from '../../model/review-store';

/** The four metrics, each with the method and inputs the server computed it from. */
export function MetricsTab() {
  const review = useReviewState((s) => s.review);
  if (!review) return <p className="text-xs text-muted-foreground">{t.review.notYet}</p>;
  const { metrics, personalization } = review;
  return (
    <div className="flex flex-col gap-3 text-xs">
      <ul aria-label={t.metrics.label} className="flex flex-col gap-3">
        {METRIC_NAMES.map((name) => {
          const detail = metrics.details[name];
          return (
            <li key={name} className="flex flex-col gap-1" data-testid={`metric-${name}`}>
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-medium">{t.metricNames[name]}</span>
                <span className="tabular-nums">
                  {metrics[name]}/100{' '}
                  <span className="text-muted-foreground">({name === 'complexity' ? t.metrics.higherIsWorse : t.metrics.higherIsBetter})</span>
                </span>
              </div>
              <Progress value={metrics[name]} label={t.metricNames[name]} />
              <details>
                <summary className="cursor-pointer text-muted-foreground">{t.metrics.method}</summary>
                <p className="mt-1">{detail.method}</p>
                <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 font-mono text-[11px]">
                  {Object.entries(detail.inputs).map(([input, value]) => (
                    <div key={input} className="contents">
                      <dt>{input}</dt>
                      <dd className="text-right tabular-nums">{value}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            </li>
          );
        })}
      </ul>
      <section aria-label={t.review.styleMatches(personalization.userStyleMatches)} className="flex flex-col gap-1">
        <h3 className="font-semibold">{t.review.styleMatches(personalization.userStyleMatches)}</h3>
        <ul className="grid grid-cols-2 gap-1">
          {personalization.styleChecks.map((check) => (
            <li key={check.aspect} className="rounded-md bg-muted px-2 py-1">
              {t.styleAspect[check.aspect]}: {check.expected} — {check.violations === 0 ? '✓' : `${check.violations} ✗`}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
