import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { CheckCircle2, CircleHelp, TriangleAlert, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { AI_STATUS_KEY, BROWSER_STATUS_KEY, fetchAiStatus, fetchBrowserStatus, fetchHealth, HEALTH_KEY } from '@/lib/api/server-status';
import { cn } from '@/lib/cn';
import { homeStrings as t } from '@/lib/i18n/nb/home';
import { aiStatusItem, browserStatusItem, databaseStatusItem, type Loaded, type StatusItem, type StatusTone } from '../model/status-strip';

const ICONS = { ok: CheckCircle2, warning: TriangleAlert, error: XCircle, unknown: CircleHelp } as const;
const TONES: Record<StatusTone, string> = {
  ok: 'text-emerald-700',
  warning: 'text-amber-700',
  error: 'text-destructive',
  unknown: 'text-muted-foreground',
};

function loaded<T>(query: UseQueryResult<T>): Loaded<T> {
  if (query.isPending) return { state: 'pending' };
  if (query.isError) return { state: 'error', message: apiErrorMessage(query.error) };
  return { state: 'success', data: query.data };
}

function StatusEntry({ label, item, testId }: { label: string; item: StatusItem; testId: string }) {
  const Icon = ICONS[item.tone];
  return (
    <li className="flex min-w-0 flex-1 flex-col gap-1 rounded-md border border-border p-2" data-testid={testId} data-tone={item.tone}>
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <span className={cn('flex items-center gap-1.5 text-sm font-medium', TONES[item.tone])}>
        <Icon className="size-4 shrink-0" aria-hidden />
        {item.text}
      </span>
      {item.fix && 'href' in item.fix ? (
        <Link href={item.fix.href} className="text-xs text-primary underline underline-offset-2">
          {item.fix.label}
        </Link>
      ) : null}
      {item.fix && 'hint' in item.fix ? <p className="text-xs text-muted-foreground">{item.fix.hint}</p> : null}
    </li>
  );
}

/** Model provider, browser engine and database at a glance, with where to fix what is missing. */
export function StatusStrip() {
  const ai = useQuery({ queryKey: AI_STATUS_KEY, queryFn: fetchAiStatus, staleTime: 0 });
  const browser = useQuery({ queryKey: BROWSER_STATUS_KEY, queryFn: fetchBrowserStatus, staleTime: 0 });
  const health = useQuery({ queryKey: HEALTH_KEY, queryFn: fetchHealth, staleTime: 0 });
  return (
    <section aria-labelledby="home-status" className="flex flex-col gap-2">
      <h2 id="home-status" className="sr-only">
        {t.status.heading}
      </h2>
      <ul className="flex flex-col gap-2 sm:flex-row">
        <StatusEntry label={t.status.ai} item={aiStatusItem(loaded(ai))} testId="status-ai" />
        <StatusEntry label={t.status.browser} item={browserStatusItem(loaded(browser))} testId="status-browser" />
        <StatusEntry label={t.status.database} item={databaseStatusItem(loaded(health))} testId="status-database" />
      </ul>
    </section>
  );
}
