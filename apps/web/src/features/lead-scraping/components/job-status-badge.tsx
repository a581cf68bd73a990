import { Loader2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { leadScrapingStrings as t } from '@/lib/i18n/nb/lead-scraping';
import type { ScrapingJobStatus } from '../data/sample-jobs';

const statusVariant = {
  completed: 'success',
  running: 'secondary',
  failed: 'destructive',
  other: 'outline',
} as const satisfies Record<ScrapingJobStatus, 'success' | 'secondary' | 'destructive' | 'outline'>;

export function JobStatusBadge({ status }: { status: ScrapingJobStatus }) {
  return (
    <Badge variant={statusVariant[status]}>
      {status === 'running' && <Loader2 className="size-3 animate-spin" aria-hidden="true" />}
      {t.jobStatuses[status]}
    </Badge>
  );
}
