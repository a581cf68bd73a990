import { leadScrapingStrings as t } from '@/lib/i18n/nb/lead-scraping';
import type { ScrapingJob } from '../data/sample-jobs';
import { JobRow } from './job-row';

/** Content of the Aktive tab. */
export function ActiveJobsTab({ jobs }: { jobs: readonly ScrapingJob[] }) {
  if (jobs.length === 0) return <p className="text-xs text-muted-foreground">{t.jobs.empty}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={t.jobs.listLabel}>
      {jobs.map((job) => (
        <JobRow key={job.id} job={job} />
      ))}
    </ul>
  );
}
