import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { formatCount } from '@/lib/format';
import { developerToolsStrings as t } from '@/lib/i18n/nb/developer-tools';
import { type Build, type DataSource, SAMPLE_DATA_SOURCES, SAMPLE_DEV, SAMPLE_LOGS, SAMPLE_SERVICES, SAMPLE_TRAFFIC, type Service } from '../data/sample-data';

type Variant = 'success' | 'warning' | 'destructive' | 'secondary';
const sourceVariant: Record<DataSource['status'], Variant> = { connected: 'success', syncing: 'warning', error: 'destructive' };
const buildVariant: Record<Build['status'], Variant> = { passed: 'success', running: 'warning', failed: 'destructive' };
const serviceVariant: Record<Service['status'], Variant> = { healthy: 'success', degraded: 'warning', down: 'destructive' };
/** The shared success badge's emerald-600 is under 4.5:1 with white at badge size; 700 is 5.5:1. */
const statusClass = (variant: Variant) => (variant === 'success' ? 'bg-emerald-700' : undefined);
const decimal = (value: number) => value.toLocaleString('nb-NO', { maximumFractionDigits: 2 });

function SampleNote() {
  return <p className="text-[11px] text-muted-foreground">{t.sample}</p>;
}

export function DataTab() {
  return (
    <section aria-label={t.data.sources} className="flex flex-col gap-2">
      <SampleNote />
      <ul className="flex flex-col gap-2">
        {SAMPLE_DATA_SOURCES.map((source) => (
          <li key={source.id}>
            <Card className="flex flex-col gap-1.5">
              <div className="flex items-center justify-between gap-2">
                <CardTitle className="truncate">{source.name}</CardTitle>
                <Badge variant={sourceVariant[source.status]} className={statusClass(sourceVariant[source.status])}>{t.data.status[source.status]}</Badge>
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-0.5 text-xs">
                <dt className="text-muted-foreground">{t.data.tables}</dt>
                <dd className="tabular-nums">{source.tables} · {source.kind}</dd>
                <dt className="text-muted-foreground">{t.data.rows}</dt>
                <dd className="tabular-nums">{formatCount(source.rows)}</dd>
                <dt className="text-muted-foreground">{t.data.size}</dt>
                <dd className="tabular-nums">{decimal(source.sizeMb)} MB</dd>
                <dt className="text-muted-foreground">{t.data.updated}</dt>
                <dd className="tabular-nums">{source.updated}</dd>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AnalyticsTab() {
  const figures = [
    { label: t.analytics.requests, value: formatCount(SAMPLE_TRAFFIC.requests) },
    { label: t.analytics.errorRate, value: `${decimal(SAMPLE_TRAFFIC.errorRatePercent)} %` },
    { label: t.analytics.p95, value: `${SAMPLE_TRAFFIC.p95Ms} ms` },
  ];
  return (
    <div className="flex flex-col gap-3">
      <SampleNote />
      <section aria-label={t.analytics.figures}>
        <dl className="grid grid-cols-3 gap-2">
          {figures.map((figure) => (
            <div key={figure.label} className="flex min-w-0 flex-col gap-0.5 rounded-md bg-muted px-2 py-1.5">
              <dt className="truncate text-[11px] text-muted-foreground">{figure.label}</dt>
              <dd className="text-sm font-semibold tabular-nums">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-label={t.analytics.endpoints} className="flex flex-col gap-1.5">
        <h3 className="text-xs font-semibold">{t.analytics.endpoints}</h3>
        <ul className="flex flex-col gap-1 text-xs">
          {SAMPLE_TRAFFIC.endpoints.map((endpoint) => (
            <li key={endpoint.path} className="flex items-center justify-between gap-2 rounded-md border border-border px-2 py-1.5">
              <code className="truncate font-mono text-[11px]">{endpoint.path}</code>
              <span className="shrink-0 tabular-nums text-muted-foreground">
                {formatCount(endpoint.calls)} {t.analytics.calls} · {formatCount(endpoint.p95Ms)} ms
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function DevTab() {
  return (
    <div className="flex flex-col gap-3 text-xs">
      <SampleNote />
      <p>
        {t.dev.branch}: <code className="font-mono">{SAMPLE_DEV.branch}</code>
      </p>
      <section aria-label={t.dev.commits} className="flex flex-col gap-1.5">
        <h3 className="font-semibold">{t.dev.commits}</h3>
        <ul className="flex flex-col gap-1">
          {SAMPLE_DEV.commits.map((commit) => (
            <li key={commit.hash} className="rounded-md border border-border px-2 py-1.5">
              <code className="font-mono text-[11px] text-muted-foreground">{commit.hash}</code> {commit.message}
              <span className="block text-muted-foreground">
                {commit.author} · {commit.when}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={t.dev.builds} className="flex flex-col gap-1.5">
        <h3 className="font-semibold">{t.dev.builds}</h3>
        <ul className="flex flex-col gap-1">
          {SAMPLE_DEV.builds.map((build) => (
            <li key={build.id} className="flex items-center justify-between gap-2 rounded-md border border-border px-2 py-1.5">
              <span className="truncate">{build.name}</span>
              <Badge variant={buildVariant[build.status]} className={statusClass(buildVariant[build.status])}>{t.dev.buildStatus[build.status]}</Badge>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={t.dev.deployments} className="flex flex-col gap-1.5">
        <h3 className="font-semibold">{t.dev.deployments}</h3>
        <ul className="flex flex-col gap-1">
          {SAMPLE_DEV.deployments.map((deployment) => (
            <li key={deployment.id} className="flex justify-between gap-2 rounded-md border border-border px-2 py-1.5">
              <span>
                {deployment.environment} <code className="font-mono">{deployment.version}</code>
              </span>
              <span className="tabular-nums text-muted-foreground">{deployment.when}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function MonitorTab() {
  return (
    <div className="flex flex-col gap-3 text-xs">
      <SampleNote />
      <section aria-label={t.monitor.services} className="flex flex-col gap-1.5">
        <h3 className="font-semibold">{t.monitor.services}</h3>
        <ul className="flex flex-col gap-1">
          {SAMPLE_SERVICES.map((service) => (
            <li key={service.id} className="flex flex-col gap-1 rounded-md border border-border px-2 py-1.5">
              <div className="flex items-center justify-between gap-2">
                <span className="truncate font-medium">{service.name}</span>
                <Badge variant={serviceVariant[service.status]} className={statusClass(serviceVariant[service.status])}>{t.monitor.status[service.status]}</Badge>
              </div>
              <span className="tabular-nums text-muted-foreground">
                {t.monitor.uptime} {decimal(service.uptimePercent)} % · {t.monitor.cpu} {service.cpuPercent} % · {t.monitor.memory}{' '}
                {formatCount(service.memoryMb)} MB
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={t.monitor.logs} className="flex flex-col gap-1.5">
        <h3 className="font-semibold">{t.monitor.logs}</h3>
        <ul className="flex flex-col gap-1 font-mono text-[11px]">
          {SAMPLE_LOGS.map((log) => (
            <li key={log.id} className="rounded-md bg-muted px-2 py-1">
              <span className="text-muted-foreground">{log.time}</span> {log.level.toUpperCase()} {log.message}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
