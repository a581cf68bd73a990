import { ACTIVITY_KINDS, type ActivityKind, type ProfileActivity } from '@nova/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FigureList } from '@/components/ui/figure-list';
import { ErrorNotice, LoadingText } from '@/components/ui/query-status';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { formatCount } from '@/lib/format';
import { profileStrings as t } from '@/lib/i18n/nb/profile';
import { ACTIVITY_KEY, fetchActivity } from '../api/activity';
import { dayLabel } from '../model/day-label';
import { ActivityChart } from './activity-chart';
import { SectionCard } from '@/components/ui/section-card';

function SeriesPicker({ value, onChange }: { value: ActivityKind; onChange: (kind: ActivityKind) => void }) {
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
      <legend className="sr-only">{t.activity.chartSeries}</legend>
      {ACTIVITY_KINDS.map((kind) => (
        <label key={kind} className="flex items-center gap-1.5">
          <input type="radio" name={name} value={kind} checked={value === kind} onChange={() => onChange(kind)} className="accent-primary" />
          {t.activity.kinds[kind]}
        </label>
      ))}
    </fieldset>
  );
}

function ActivityTable({ activity }: { activity: ProfileActivity }) {
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-primary">{t.activity.table}</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{t.activity.tableCaption}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 pr-2 font-medium">
                {t.activity.date}
              </th>
              {ACTIVITY_KINDS.map((kind) => (
                <th key={kind} scope="col" className="py-1 pr-2 text-right font-medium">
                  {t.activity.kinds[kind]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {activity.days.map((day) => (
              <tr key={day.date} className="border-b border-border/60">
                <th scope="row" className="py-1 pr-2 font-normal">
                  {dayLabel(day.date)}
                </th>
                {ACTIVITY_KINDS.map((kind) => (
                  <td key={kind} className="py-1 pr-2 text-right tabular-nums">
                    {day[kind]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Messages, prompt uses, workflow runs and code reviews over 14 days: totals, a bar chart and a table. */
export function ActivityCard() {
  const activity = useQuery({ queryKey: ACTIVITY_KEY, queryFn: fetchActivity, staleTime: 0 });
  const [kind, setKind] = useState<ActivityKind>('messages');
  return (
    <SectionCard id="profile-activity" title={t.activity.heading} className="lg:col-span-2">
      {activity.isPending ? <LoadingText>{t.activity.loading}</LoadingText> : null}
      {activity.isError ? (
        <ErrorNotice message={t.loadFailed(t.activity.what, apiErrorMessage(activity.error))} retryLabel={t.retry} onRetry={() => void activity.refetch()} />
      ) : null}
      {activity.data ? (
        <>
          <FigureList
            className="grid-cols-[repeat(auto-fill,minmax(8rem,1fr))]"
            figures={ACTIVITY_KINDS.map((k) => ({ label: t.activity.kinds[k], value: formatCount(activity.data.totals[k]) }))}
          />
          <SeriesPicker value={kind} onChange={setKind} />
          <ActivityChart days={activity.data.days} kind={kind} />
          <ActivityTable activity={activity.data} />
          <p className="text-xs text-muted-foreground">{t.activity.reviewsNote}</p>
        </>
      ) : null}
    </SectionCard>
  );
}
