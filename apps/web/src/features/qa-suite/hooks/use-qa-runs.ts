import { isTerminalQaStatus, QA_POLL_MS, type QaRun } from '@nova/shared';
import { useQuery } from '@tanstack/react-query';
import { getQaRun } from '../api/get-run';
import { listQaRuns } from '../api/list-runs';

export const QA_RUNS_KEY = ['/api/qa-suite/runs'] as const;
export const qaRunKey = (id: string) => [...QA_RUNS_KEY, id] as const;

/** The history, newest first. */
export function useQaHistory() {
  return useQuery({ queryKey: QA_RUNS_KEY, queryFn: listQaRuns });
}

/** One run, asked again every QA_POLL_MS while it is pending or running. */
export function useQaRun(id: string) {
  return useQuery({
    queryKey: qaRunKey(id),
    queryFn: () => getQaRun(id),
    refetchInterval: (query) => {
      const run: QaRun | undefined = query.state.data;
      return run && isTerminalQaStatus(run.status) ? false : QA_POLL_MS;
    },
    // A failed poll is tried again at the next interval, not reported as the run failing.
    retry: 2,
  });
}
