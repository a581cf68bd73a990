import { Download, Eye, Pause, Square, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatCount } from '@/lib/format';
import { leadScrapingStrings as t } from '@/lib/i18n/nb/lead-scraping';
import type { ScrapingJob, ScrapingJobStatus } from '../data/sample-jobs';
import { JobStatusBadge } from './job-status-badge';

const actionsByStatus: Partial<Record<ScrapingJobStatus, readonly { label: string; icon: LucideIcon }[]>> = {
  running: [
    { label: t.jobs.pause, icon: Pause },
    { label: t.jobs.stop, icon: Square },
  ],
  completed: [
    { label: t.jobs.download, icon: Download },
    { label: t.jobs.viewData, icon: Eye },
  ],
};

/** One scraping job. Its buttons are shown per the spec but have no action. */
export function JobRow({ job }: { job: ScrapingJob }) {
  const actions = actionsByStatus[job.status];
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 text-sm font-medium break-words">{job.name}</p>
        <JobStatusBadge status={job.status} />
      </div>
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        <Badge variant="outline">{t.jobTypes[job.type]}</Badge>
        <span>{job.source}</span>
      </div>
      <Progress value={job.progress} label={t.jobs.progressLabel(job.name)} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>{t.jobs.resultCount(formatCount(job.results))}</span>
        <span>{job.progress} %</span>
      </div>
      {actions && (
        <div className="flex flex-wrap gap-2">
          {actions.map(({ label, icon: Icon }) => (
            <Button key={label} variant="outline" size="sm" aria-label={t.jobs.actionLabel(label, job.name)}>
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
