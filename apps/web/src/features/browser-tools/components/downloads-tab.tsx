import { FileDown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { browserToolsStrings as t } from '@/lib/i18n/nb/browser-tools';
import type { Download } from '../data/downloads';

/** Content of the Nedlastinger tab. */
export function DownloadsTab({ downloads }: { downloads: readonly Download[] }) {
  return (
    <ul className="flex flex-col gap-1.5" aria-label={t.downloads.listLabel}>
      {downloads.map((download) => (
        <li key={download.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2 text-xs">
          <div className="flex min-w-0 items-center gap-2">
            <FileDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="flex min-w-0 flex-col">
              <span className="font-medium break-all">{download.name}</span>
              <span className="text-[11px] text-muted-foreground">{download.size}</span>
            </div>
          </div>
          <Badge variant="success">{t.downloads.statuses[download.status]}</Badge>
        </li>
      ))}
    </ul>
  );
}
