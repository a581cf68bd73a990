import { useQuery } from '@tanstack/react-query';
import { FigureList } from '@/components/ui/figure-list';
import { ErrorNotice, LoadingText } from '@/components/ui/query-status';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { BROWSER_STATUS_KEY, fetchBrowserStatus, fetchHealth, HEALTH_KEY } from '@/lib/api/server-status';
import { developerDashboardStrings as t } from '@/lib/i18n/nb/developer-dashboard';
import { formatUptime } from '../model/uptime';
import { SectionCard } from '@/components/ui/section-card';

/** GET /api/health (version, uptime, database) and the browser engine's status. */
export function ServerHealth() {
  const health = useQuery({ queryKey: HEALTH_KEY, queryFn: fetchHealth, staleTime: 0 });
  const browser = useQuery({ queryKey: BROWSER_STATUS_KEY, queryFn: fetchBrowserStatus, staleTime: 0 });
  const browserState = browser.data ? (!browser.data.available ? t.health.browserMissing : browser.data.running ? t.health.browserRunning : t.health.browserReady) : null;
  return (
    <SectionCard id="dashboard-health" title={t.health.heading}>
      {health.isPending ? <LoadingText>{t.health.loading}</LoadingText> : null}
      {health.isError ? (
        <ErrorNotice message={t.loadFailed(t.health.what, apiErrorMessage(health.error))} retryLabel={t.retry} onRetry={() => void health.refetch()} />
      ) : null}
      {health.data ? (
        <div data-testid="server-health">
          <FigureList
            className="grid-cols-[repeat(auto-fill,minmax(7rem,1fr))]"
            figures={[
              { label: t.health.status, value: health.data.status === 'ok' ? t.health.ok : t.health.degraded },
              { label: t.health.version, value: health.data.version },
              { label: t.health.uptime, value: formatUptime(health.data.uptimeSeconds) },
              { label: t.health.database, value: `${health.data.database.dialect} · ${health.data.database.status === 'ok' ? t.health.ok : (health.data.database.message ?? t.health.degraded)}` },
              { label: t.health.migrations, value: String(health.data.database.migrations) },
            ]}
          />
        </div>
      ) : null}
      {browser.isError ? (
        <ErrorNotice message={t.loadFailed(t.health.browserWhat, apiErrorMessage(browser.error))} retryLabel={t.retry} onRetry={() => void browser.refetch()} />
      ) : null}
      {browser.data && browserState ? (
        <div className="flex flex-col gap-1" data-testid="browser-health">
          <FigureList
            className="grid-cols-[repeat(auto-fill,minmax(7rem,1fr))]"
            figures={[
              { label: t.health.browser, value: browserState },
              { label: t.health.viewers, value: String(browser.data.liveViewers) },
            ]}
          />
          {browser.data.message ? <p className="text-xs text-muted-foreground">{browser.data.message}</p> : null}
        </div>
      ) : null}
    </SectionCard>
  );
}
