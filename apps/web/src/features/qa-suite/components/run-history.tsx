import type { QaRunListItem } from '@nova/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { cn } from '@/lib/cn';
import { qaSuiteStrings } from '@/lib/i18n/nb/qa-suite';
import { deleteQaRun } from '../api/delete-run';
import { QA_RUNS_KEY, useQaHistory } from '../hooks/use-qa-runs';
import { totalCount } from '../model/findings-view';

const t = qaSuiteStrings.history;
const dateFormat = new Intl.DateTimeFormat('nb-NO', { dateStyle: 'short', timeStyle: 'short' });

function RunEntry({ run, selected, onOpen, onDeleted }: { run: QaRunListItem; selected: boolean; onOpen: () => void; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const remove = () => {
    deleteQaRun(run.id).then(
      () => {
        queryClient.setQueryData<QaRunListItem[]>(QA_RUNS_KEY, (old = []) => old.filter((r) => r.id !== run.id));
        queryClient.removeQueries({ queryKey: [...QA_RUNS_KEY, run.id] });
        toast({ title: t.removed });
        onDeleted();
      },
      (e: unknown) => toast({ title: t.removeFailed, description: apiErrorMessage(e), variant: 'destructive' }),
    );
  };
  return (
    <li className={cn('flex items-center gap-2 rounded-md border border-border p-2', selected && 'border-primary bg-muted')}>
      <button
        type="button"
        className="flex min-w-0 flex-1 flex-col items-start gap-0.5 rounded text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-current={selected ? 'true' : undefined}
        aria-label={t.open(run.url)}
        onClick={onOpen}
      >
        <span className="w-full truncate text-sm font-medium">{run.url}</span>
        <span className="text-xs text-muted-foreground">
          {dateFormat.format(new Date(run.createdAt))} · {qaSuiteStrings.status[run.status]}
          {run.summary ? ` · ${t.findings(totalCount(run.summary.counts))}` : ''}
        </span>
      </button>
      <Button variant="ghost" size="icon" aria-label={t.remove(run.url)} onClick={remove}>
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

/** Earlier runs of the workspace: open one, or delete it. */
export function RunHistory({ selectedId, onOpen, onDeleted }: { selectedId: string | null; onOpen: (id: string) => void; onDeleted: (id: string) => void }) {
  const history = useQaHistory();
  let body;
  if (history.isPending) body = <p className="text-sm text-muted-foreground">{t.loading}</p>;
  else if (history.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-destructive">
        {t.loadFailed} {apiErrorMessage(history.error)}
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  } else if (history.data.length === 0) body = <p className="text-sm text-muted-foreground">{t.empty}</p>;
  else {
    body = (
      <ul className="flex flex-col gap-2" aria-labelledby="qa-history-heading">
        {history.data.map((run) => (
          <RunEntry key={run.id} run={run} selected={run.id === selectedId} onOpen={() => onOpen(run.id)} onDeleted={() => onDeleted(run.id)} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="qa-history-heading" className="flex flex-col gap-2">
      <h2 id="qa-history-heading" className="text-base font-semibold">
        {t.heading}
      </h2>
      {body}
    </section>
  );
}
