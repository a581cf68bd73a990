import { isTerminalQaStatus, type QaRun } from '@nova/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { qaSuiteStrings } from '@/lib/i18n/nb/qa-suite';
import { QA_RUNS_KEY, qaRunKey, useQaRun } from '../hooks/use-qa-runs';
import { FindingsTable } from './findings-table';
import { RunProgress } from './run-progress';
import { RunSummary } from './run-summary';

const t = qaSuiteStrings.run;

/** One run: its progress while it goes, then the summary and findings, or why it failed. */
export function RunView({ runId }: { runId: string }) {
  const queryClient = useQueryClient();
  const query = useQaRun(runId);
  const run = query.data;
  const terminal = run ? isTerminalQaStatus(run.status) : false;

  // The history shows each run's status; refresh it when this one ends.
  useEffect(() => {
    if (terminal) void queryClient.invalidateQueries({ queryKey: QA_RUNS_KEY, exact: true });
  }, [terminal, queryClient]);

  const heading = (
    <h2 id="qa-run-heading" className="text-base font-semibold">
      {t.heading}
      {run ? <span className="ml-2 font-normal break-all text-muted-foreground">{run.url}</span> : null}
    </h2>
  );

  let body;
  if (!run) {
    body = query.isError ? (
      <div role="alert" className="flex items-center gap-2 text-sm text-destructive">
        {t.loadFailed}: {apiErrorMessage(query.error)}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </div>
    ) : (
      <p className="text-sm text-muted-foreground">{t.loading}</p>
    );
  } else if (!terminal) {
    body = <RunProgress run={run} onCancelled={(next: QaRun) => queryClient.setQueryData(qaRunKey(runId), next)} />;
  } else if (run.status === 'success' && run.summary) {
    body = (
      <>
        <RunSummary summary={run.summary} />
        <FindingsTable findings={run.findings} counts={run.summary.counts} />
      </>
    );
  } else {
    body = (
      <div role="alert" className="rounded-md border border-destructive/40 p-3 text-sm">
        <p className="font-medium">{run.status === 'cancelled' ? t.cancelled : t.failed}</p>
        {run.error ? <p>{run.error}</p> : null}
      </div>
    );
  }

  return (
    <section aria-labelledby="qa-run-heading" className="flex flex-col gap-4 rounded-lg border border-border p-4" data-run-status={run?.status}>
      {heading}
      {body}
    </section>
  );
}
