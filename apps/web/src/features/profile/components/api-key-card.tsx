import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { FigureList } from '@/components/ui/figure-list';
import { ErrorNotice, LoadingText } from '@/components/ui/query-status';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { formatCount, formatDateTime } from '@/lib/format';
import { profileStrings as t } from '@/lib/i18n/nb/profile';
import { API_KEY_STATUS_KEY, fetchApiKeyStatus } from '../api/api-key-status';
import { API_KEY_USAGE_KEY, fetchApiKeyUsage } from '../api/api-key-usage';
import { SectionCard } from '@/components/ui/section-card';

function KeyUsage() {
  const usage = useQuery({ queryKey: API_KEY_USAGE_KEY, queryFn: fetchApiKeyUsage, staleTime: 0 });
  if (usage.isPending) return <LoadingText>{t.apiKey.loading}</LoadingText>;
  if (usage.isError) {
    return <ErrorNotice message={t.loadFailed(t.apiKey.usageWhat, apiErrorMessage(usage.error))} retryLabel={t.retry} onRetry={() => void usage.refetch()} />;
  }
  if (!usage.data) return null;
  const { requestsToday, requestsThisMonth, rateLimit } = usage.data;
  return (
    <div className="flex flex-col gap-1.5" data-testid="api-key-usage">
      <h3 className="text-xs font-semibold text-muted-foreground">{t.apiKey.usageHeading}</h3>
      <FigureList
        figures={[
          { label: t.apiKey.today, value: formatCount(requestsToday) },
          { label: t.apiKey.month, value: formatCount(requestsThisMonth) },
          { label: t.apiKey.remaining, value: `${formatCount(rateLimit.remaining)} / ${formatCount(rateLimit.limit)}` },
        ]}
      />
      <p className="text-xs text-muted-foreground">{t.apiKey.resets(formatDateTime(rateLimit.resetAt))}</p>
    </div>
  );
}

/** The workspace's API key (never the key itself) and its usage; also on the developer dashboard. */
export function ApiKeyCard({ headingId = 'profile-api-key' }: { headingId?: string }) {
  const status = useQuery({ queryKey: API_KEY_STATUS_KEY, queryFn: fetchApiKeyStatus, staleTime: 0 });
  return (
    <SectionCard id={headingId} title={t.apiKey.heading}>
      {status.isPending ? <LoadingText>{t.apiKey.loading}</LoadingText> : null}
      {status.isError ? (
        <ErrorNotice message={t.loadFailed(t.apiKey.what, apiErrorMessage(status.error))} retryLabel={t.retry} onRetry={() => void status.refetch()} />
      ) : null}
      {status.data && !status.data.active ? (
        <div className="flex flex-col gap-1.5">
          <Badge variant="outline" className="self-start">
            {t.apiKey.inactive}
          </Badge>
          <p className="text-xs text-muted-foreground">{t.apiKey.none}</p>
        </div>
      ) : null}
      {status.data?.active ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
            <dt className="text-muted-foreground">{t.apiKey.prefix}</dt>
            <dd className="flex items-center gap-2">
              <code className="font-mono">{status.data.prefix}…</code>
              <Badge variant="success">{t.apiKey.active}</Badge>
            </dd>
            <dt className="text-muted-foreground">{t.apiKey.created}</dt>
            <dd>{status.data.createdAt ? formatDateTime(status.data.createdAt) : ''}</dd>
          </dl>
          <KeyUsage />
        </>
      ) : null}
    </SectionCard>
  );
}
