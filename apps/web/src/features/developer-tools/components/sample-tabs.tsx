import type { ReactNode } from 'react';
import { FigureList } from '@/components/ui/figure-list';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import { developerToolsStrings as t } from '@/lib/i18n/nb/developer-tools';
import { SAMPLE_DATA_SOURCES, SAMPLE_DEV, SAMPLE_LOGS, SAMPLE_SERVICES, SAMPLE_TRAFFIC } from '../data/sample-data';

type Tone = 'good' | 'warn' | 'bad';
const TONE: Record<string, Tone> = { connected: 'good', passed: 'good', healthy: 'good', syncing: 'warn', running: 'warn', degraded: 'warn', error: 'bad', failed: 'bad', down: 'bad' };

/** The shared success badge's emerald-600 is under 4.5:1 with white at badge size; 700 is 5.5:1. */
function StatusBadge({ status, label }: { status: string; label: string }) {
  const tone = TONE[status] ?? 'warn';
  if (tone === 'good') return <Badge variant="success" className="bg-emerald-700">{label}</Badge>;
  return <Badge variant={tone === 'warn' ? 'warning' : 'destructive'}>{label}</Badge>;
}

const decimal = (value: number) => value.toLocaleString('nb-NO', { maximumFractionDigits: 2 });
const row = 'flex items-center justify-between gap-2 rounded-md border border-border px-2 py-1.5';

function SampleNote() {
  return <p className="text-[11px] text-muted-foreground">{t.sample}</p>;
}

/** A titled list of sample entries. */
function ListSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className="flex flex-col gap-1.5">
      <h3 className="text-xs font-semibold">{title}</h3>
      <ul className={cn('flex flex-col gap-1 text-xs', className)}>{children}</ul>
    </section>
  );
}

export function DataTab() {
  return (
    <div className="flex flex-col gap-2">
      <SampleNote />
      <ListSection title={t.data.sources} className="gap-2">
        {SAMPLE_DATA_SOURCES.map((source) => (
          <li key={source.id}>
            <Card className="flex flex-col gap-1.5">
              <div className="flex items-center justify-between gap-2">
                <CardTitle className="truncate">{source.name}</CardTitle>
                <StatusBadge status={source.status} label={t.data.status[source.status]} />
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-0.5">
                <dt className="text-muted-foreground">{t.data.tables}</dt>
                <dd className="tabular-nums">
                  {source.tables} · {source.kind}
                </dd>
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
      </ListSection>
    </div>
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
        <FigureList figures={figures} className="grid-cols-3" />
      </section>
      <ListSection title={t.analytics.endpoints}>
        {SAMPLE_TRAFFIC.endpoints.map((endpoint) => (
          <li key={endpoint.path} className={row}>
            <code className="truncate font-mono text-[11px]">{endpoint.path}</code>
            <span className="shrink-0 tabular-nums text-muted-foreground">
              {formatCount(endpoint.calls)} {t.analytics.calls} · {formatCount(endpoint.p95Ms)} ms
            </span>
          </li>
        ))}
      </ListSection>
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
      <ListSection title={t.dev.commits}>
        {SAMPLE_DEV.commits.map((commit) => (
          <li key={commit.hash} className="rounded-md border border-border px-2 py-1.5">
            <code className="font-mono text-[11px] text-muted-foreground">{commit.hash}</code> {commit.message}
            <span className="block text-muted-foreground">
              {commit.author} · {commit.when}
            </span>
          </li>
        ))}
      </ListSection>
      <ListSection title={t.dev.builds}>
        {SAMPLE_DEV.builds.map((build) => (
          <li key={build.id} className={row}>
            <span className="truncate">{build.name}</span>
            <StatusBadge status={build.status} label={t.dev.buildStatus[build.status]} />
          </li>
        ))}
      </ListSection>
      <ListSection title={t.dev.deployments}>
        {SAMPLE_DEV.deployments.map((deployment) => (
          <li key={deployment.id} className={row}>
            <span>
              {deployment.environment} <code className="font-mono">{deployment.version}</code>
            </span>
            <span className="tabular-nums text-muted-foreground">{deployment.when}</span>
          </li>
        ))}
      </ListSection>
    </div>
  );
}

export function MonitorTab() {
  return (
    <div className="flex flex-col gap-3 text-xs">
      <SampleNote />
      <ListSection title={t.monitor.services}>
        {SAMPLE_SERVICES.map((service) => (
          <li key={service.id} className="flex flex-col gap-1 rounded-md border border-border px-2 py-1.5">
            <div className="flex items-center justify-between gap-2">
              <span className="truncate font-medium">{service.name}</span>
              <StatusBadge status={service.status} label={t.monitor.status[service.status]} />
            </div>
            <span className="tabular-nums text-muted-foreground">
              {t.monitor.uptime} {decimal(service.uptimePercent)} % · {t.monitor.cpu} {service.cpuPercent} % · {t.monitor.memory}{' '}
              {formatCount(service.memoryMb)} MB
            </span>
          </li>
        ))}
      </ListSection>
      <ListSection title={t.monitor.logs} className="font-mono text-[11px]">
        {SAMPLE_LOGS.map((log) => (
          <li key={log.id} className="rounded-md bg-muted px-2 py-1">
            <span className="text-muted-foreground">{log.time}</span> {log.level.toUpperCase()} {log.message}
          </li>
        ))}
      </ListSection>
    </div>
  );
}
