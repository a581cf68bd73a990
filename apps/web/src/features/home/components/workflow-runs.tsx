import { WORKFLOW_POLL_MS, type Workflow } from '@nova/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { ErrorNotice, LoadingText } from '@/components/ui/query-status';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { formatDateTime } from '@/lib/format';
import { homeStrings as t } from '@/lib/i18n/nb/home';
import { fetchHomeRuns, HOME_RUNS_KEY } from '../api/workflow-runs';
import { fetchWorkflows, HOME_WORKFLOWS_KEY } from '../api/workflows';
import { hasLiveRun, runProgress } from '../model/run-progress';
import { HomeCard } from './home-card';

const BADGES = { pending: 'outline', running: 'default', success: 'success', failed: 'destructive', cancelled: 'secondary' } as const;

/** Live runs (polled every 2 s while any is pending or running) and the newest finished ones, with their progress. */
export function WorkflowRuns() {
  const runs = useQuery({
    queryKey: HOME_RUNS_KEY,
    queryFn: fetchHomeRuns,
    staleTime: 0,
    refetchInterval: (query) => (hasLiveRun(query.state.data) ? WORKFLOW_POLL_MS : false),
  });
  const workflows = useQuery({ queryKey: HOME_WORKFLOWS_KEY, queryFn: fetchWorkflows, staleTime: 0 });
  const byId = new Map<string, Workflow>((workflows.data ?? []).map((workflow) => [workflow.id, workflow]));
  const live = hasLiveRun(runs.data);

  return (
    <HomeCard
      id="home-runs"
      title={t.runs.heading}
      action={
        <Link href="/workflows" className="text-xs text-primary underline underline-offset-2">
          {t.runs.openBuilder}
        </Link>
      }
    >
      {runs.isPending ? <LoadingText>{t.runs.loading}</LoadingText> : null}
      {runs.isError ? (
        <ErrorNotice message={t.loadFailed(t.runs.what, apiErrorMessage(runs.error))} retryLabel={t.retry} onRetry={() => void runs.refetch()} />
      ) : null}
      {runs.data?.length === 0 ? <p className="text-xs text-muted-foreground">{t.runs.empty}</p> : null}
      {live ? <p className="text-xs text-muted-foreground">{t.runs.live}</p> : null}
      {runs.data && runs.data.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t.runs.heading}>
          {runs.data.map((run) => {
            const progress = runProgress(run, byId.get(run.workflowId));
            return (
              <li key={run.id} data-run-id={run.id} data-status={run.status} className="flex flex-col gap-1.5 rounded-md border border-border p-2">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 truncate text-sm font-medium">{run.workflowName}</span>
                  <Badge variant={BADGES[run.status]}>
                    {t.runs.status[run.status]}
                  </Badge>
                </div>
                <Progress value={progress.percent} label={t.runs.progress(run.workflowName)} />
                <p className="text-xs text-muted-foreground">
                  {t.runs.steps(progress.done, progress.total)} · {formatDateTime(run.createdAt)}
                  {run.error ? ` · ${run.error}` : ''}
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
    </HomeCard>
  );
}
