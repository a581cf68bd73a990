import { Download, Eye, Pause, Square } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { leadScrapingStrings as t } from '@/lib/i18n/nb/lead-scraping';
import type { ScrapingJob } from '../data/sample-jobs';
import { formatCount } from '../format-count';
import { JobStatusBadge } from './job-status-badge';

/** One scraping job. Its buttons are shown per the spec but have no action. */
export function JobRow({ job }: { job: ScrapingJob }) {
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
      {job.status === 'running' && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" aria-label={t.jobs.actionLabel(t.jobs.pause, job.name)}>
            <Pause aria-hidden="true" />
            {t.jobs.pause}
          </Button>
          <Button variant="outline" size="sm" aria-label={t.jobs.actionLabel(t.jobs.stop, job.name)}>
            <Square aria-hidden="true" />
            {t.jobs.stop}
          </Button>
        </div>
      )}
      {job.status === 'completed' && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" aria-label={t.jobs.actionLabel(t.jobs.download, job.name)}>
            <Download aria-hidden="true" />
            {t.jobs.download}
          </Button>
          <Button variant="outline" size="sm" aria-label={t.jobs.actionLabel(t.jobs.viewData, job.name)}>
            <Eye aria-hidden="true" />
            {t.jobs.viewData}
          </Button>
        </div>
      )}
    </li>
  );
}
