import { useQuery } from '@tanstack/react-query';
import { ErrorNotice, LoadingText } from '@/components/ui/query-status';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { formatDateTime } from '@/lib/format';
import { developerDashboardStrings as t } from '@/lib/i18n/nb/developer-dashboard';
import { CLIENT_ERRORS_KEY, fetchClientErrors } from '../api/client-errors';
import { SectionCard } from '@/components/ui/section-card';

/** The errors the error screen caught (newest first): message, page, time; the stacks open on demand. */
export function ErrorLog() {
  const errors = useQuery({ queryKey: CLIENT_ERRORS_KEY, queryFn: fetchClientErrors, staleTime: 0 });
  return (
    <SectionCard id="dashboard-errors" title={t.errors.heading} className="lg:col-span-2">
      {errors.isPending ? <LoadingText>{t.errors.loading}</LoadingText> : null}
      {errors.isError ? (
        <ErrorNotice message={t.loadFailed(t.errors.what, apiErrorMessage(errors.error))} retryLabel={t.retry} onRetry={() => void errors.refetch()} />
      ) : null}
      {errors.data?.length === 0 ? <p className="text-xs text-muted-foreground">{t.errors.empty}</p> : null}
      {errors.data && errors.data.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t.errors.heading}>
          {errors.data.map((error) => (
            <li key={error.id} data-error-id={error.id}>
              <details className="rounded-md border border-border p-2 text-xs">
                <summary className="cursor-pointer">
                  <span className="font-medium text-destructive">{error.message}</span>
                  <span className="text-muted-foreground">
                    {' · '}
                    <time dateTime={error.timestamp}>{formatDateTime(error.timestamp)}</time>
                  </span>
                </summary>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  <dt className="text-muted-foreground">{t.errors.at}</dt>
                  <dd className="break-all">{error.url}</dd>
                </dl>
                <h3 className="mt-2 font-medium">{t.errors.stack}</h3>
                {error.stack ? (
                  <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap rounded bg-muted p-2 font-mono text-[11px]" tabIndex={0}>
                    {error.stack}
                  </pre>
                ) : (
                  <p className="text-muted-foreground">{t.errors.noStack}</p>
                )}
                {error.componentStack ? (
                  <>
                    <h3 className="mt-2 font-medium">{t.errors.componentStack}</h3>
                    <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap rounded bg-muted p-2 font-mono text-[11px]" tabIndex={0}>
                      {error.componentStack}
                    </pre>
                  </>
                ) : null}
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </SectionCard>
  );
}
