import { Card } from '@/components/ui/card';
import { formatPercent } from '@/lib/format';
import { outreachStrings } from '@/lib/i18n/nb/outreach';
import { SAMPLE_HOOKS } from '../data/hooks';
import { SAMPLE_PROSPECTS } from '../data/prospects';
import { clampUnit, formatDate } from '../model/format';
import { companyForHook, sortHooksNewestFirst } from '../model/metrics';
import { HookStatusBadge, HookTypeBadge } from './status-badges';

export function SignalsTab() {
  const s = outreachStrings.signals;
  const hooks = sortHooksNewestFirst(SAMPLE_HOOKS);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-muted-foreground">
        {s.count(hooks.length)} · {s.newestFirst}
      </p>
      <ul aria-label={s.listLabel} className="grid gap-2 @2xl:grid-cols-2">
        {hooks.map((hook) => {
          const company = companyForHook(hook.id, SAMPLE_PROSPECTS);
          return (
            <li key={hook.id}>
              <Card className="flex flex-col gap-2">
                <div className="flex flex-wrap items-center gap-1.5">
                  <HookTypeBadge type={hook.type} />
                  <HookStatusBadge status={hook.status} />
                </div>
                <p className="break-words text-sm font-medium">{hook.headline}</p>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-xs">
                  {company ? (
                    <>
                      <dt className="text-muted-foreground">{s.company}</dt>
                      <dd className="break-words">{company}</dd>
                    </>
                  ) : null}
                  <dt className="text-muted-foreground">{s.source}</dt>
                  <dd className="break-words">{hook.source}</dd>
                  <dt className="text-muted-foreground">{s.date}</dt>
                  <dd>{formatDate(hook.date)}</dd>
                  <dt className="text-muted-foreground">{s.score}</dt>
                  <dd className="font-semibold tabular-nums">{formatPercent(clampUnit(hook.score))}</dd>
                </dl>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
