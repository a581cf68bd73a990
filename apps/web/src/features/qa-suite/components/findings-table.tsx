import { QA_SEVERITIES, type QaCheck, type QaFinding, type QaSeverityCounts } from '@nova/shared';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { qaSuiteStrings } from '@/lib/i18n/nb/qa-suite';
import {
  checksPresent,
  DEFAULT_FILTER,
  type FindingsFilter,
  groupBySeverity,
  type SeverityOrder,
  toggleSeverity,
  visibleFindings,
} from '../model/findings-view';
import { SeverityBadge } from './severity-badge';

const t = qaSuiteStrings.findings;

function isCheck(value: string, checks: readonly QaCheck[]): value is QaCheck {
  return (checks as readonly string[]).includes(value);
}

function Filters({ filter, counts, checks, onChange }: { filter: FindingsFilter; counts: QaSeverityCounts; checks: QaCheck[]; onChange: (f: FindingsFilter) => void }) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label={t.filterSeverity} className="flex flex-wrap gap-1">
        {QA_SEVERITIES.map((severity) => (
          <button
            key={severity}
            type="button"
            aria-pressed={filter.severities.has(severity)}
            onClick={() => onChange(toggleSeverity(filter, severity))}
            className={cn(
              'rounded-full border border-border px-2.5 py-1 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              filter.severities.has(severity) ? 'bg-foreground text-background' : 'bg-background text-muted-foreground line-through',
            )}
          >
            {qaSuiteStrings.severities[severity]} ({counts[severity]})
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-check`} className="text-xs text-muted-foreground">
          {t.filterCheck}
        </label>
        <NativeSelect
          id={`${id}-check`}
          className="h-8 w-48"
          value={filter.check}
          onChange={(e) => onChange({ ...filter, check: isCheck(e.target.value, checks) ? e.target.value : 'all' })}
        >
          <option value="all">{t.allChecks}</option>
          {checks.map((check) => (
            <option key={check} value={check}>
              {qaSuiteStrings.checks[check]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

function FindingRow({ finding }: { finding: QaFinding }) {
  return (
    <tr className="border-t border-border align-top" data-check={finding.check}>
      <td className="py-1.5 pr-2">
        <SeverityBadge severity={finding.severity} />
      </td>
      <td className="py-1.5 pr-2">{qaSuiteStrings.checks[finding.check]}</td>
      <td className="py-1.5">
        <p>
          {finding.message}
          {finding.helpUrl ? (
            <>
              {' '}
              <a href={finding.helpUrl} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-2 hover:underline" aria-label={t.readMoreLabel(finding.message)}>
                {t.readMore}
              </a>
            </>
          ) : null}
        </p>
        <p className="text-xs text-muted-foreground">
          {t.where}: {finding.where ? <code className="break-all">{finding.where}</code> : t.wholePage}
        </p>
      </td>
    </tr>
  );
}

/** The findings by severity, in groups, with severity and check filters; the severity column sorts. */
export function FindingsTable({ findings, counts }: { findings: readonly QaFinding[]; counts: QaSeverityCounts }) {
  const [filter, setFilter] = useState<FindingsFilter>(DEFAULT_FILTER);
  const [order, setOrder] = useState<SeverityOrder>('most-severe-first');
  const checks = useMemo(() => checksPresent(findings), [findings]);
  const shown = useMemo(() => visibleFindings(findings, filter, order), [findings, filter, order]);
  const groups = groupBySeverity(shown);

  if (findings.length === 0) {
    return <p className="rounded-md border border-border p-3 text-sm">{t.none}</p>;
  }

  return (
    <section aria-labelledby="qa-findings-heading" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="qa-findings-heading" className="text-sm font-semibold">
          {t.heading}
        </h3>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {t.shown(shown.length, findings.length)}
        </p>
      </div>
      <Filters filter={filter} counts={counts} checks={checks} onChange={setFilter} />
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noneMatch}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t.caption}</caption>
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-2" aria-sort={order === 'most-severe-first' ? 'ascending' : 'descending'}>
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded font-medium hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    aria-label={`${t.severity}: ${t.sortBySeverity}`}
                    onClick={() => setOrder(order === 'most-severe-first' ? 'least-severe-first' : 'most-severe-first')}
                  >
                    {t.severity}
                    {order === 'most-severe-first' ? <ArrowDown aria-hidden className="size-3" /> : <ArrowUp aria-hidden className="size-3" />}
                  </button>
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t.check}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t.message}
                </th>
              </tr>
            </thead>
            {groups.map((group, index) => (
              <tbody key={`${group.severity}-${index}`} data-severity-group={group.severity}>
                <tr>
                  <th scope="rowgroup" colSpan={3} className="bg-muted px-2 py-1 text-xs font-semibold">
                    {qaSuiteStrings.severities[group.severity]} ({group.findings.length})
                  </th>
                </tr>
                {group.findings.map((finding, row) => (
                  <FindingRow key={row} finding={finding} />
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
    </section>
  );
}
