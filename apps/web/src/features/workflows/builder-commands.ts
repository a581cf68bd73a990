import { isTerminalRunStatus } from '@nova/shared';
import { navigate } from 'wouter/use-browser-location';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { workflowStrings } from '@/lib/i18n/nb/workflows';
import { executeWorkflow } from './api/execute-workflow';
import { getRun } from './api/get-run';
import { stopRun } from './api/stop-run';
import { getBuilderState, patchBuilder } from './model/builder-store';
import { pollRunUntilDone } from './model/run-poller';
import { WORKFLOW_BUILDER_PATH as BUILDER_PATH } from './open-builder-on-switch-tab';

/** The builder's live step log refreshes faster than the chat's 2 s poll. */
export const BUILDER_POLL_MS = 500;

let watching: AbortController | null = null;

function watch(runId: string): void {
  watching?.abort();
  const controller = new AbortController();
  watching = controller;
  void pollRunUntilDone(runId, {
    fetchRun: getRun,
    intervalMs: BUILDER_POLL_MS,
    signal: controller.signal,
    onUpdate: (run) => {
      if (!controller.signal.aborted) patchBuilder({ run });
    },
  });
}

/** Ctrl+Shift+R: runs the selected workflow with the parameters typed in the builder. */
export async function runSelectedWorkflow(): Promise<void> {
  const { selectedId, paramsText, busy } = getBuilderState();
  if (!selectedId) return navigate(BUILDER_PATH);
  if (busy) return;
  let parameters: Record<string, unknown>;
  try {
    parameters = JSON.parse(paramsText || '{}') as Record<string, unknown>;
  } catch {
    return patchBuilder({ error: `${workflowStrings.builder.runParameters}: ${workflowStrings.builder.invalidJson}` });
  }
  patchBuilder({ busy: true, error: null });
  try {
    const run = await executeWorkflow({ workflowId: selectedId, triggerType: 'manual', triggeredBy: 'builder', parameters });
    patchBuilder({ run });
    watch(run.id);
  } catch (error) {
    patchBuilder({ error: apiErrorMessage(error) });
  } finally {
    patchBuilder({ busy: false });
  }
}

/** Ctrl+Shift+S: stops the run the builder watches. */
export async function stopSelectedWorkflow(): Promise<void> {
  const { run } = getBuilderState();
  if (!run) return navigate(BUILDER_PATH);
  if (isTerminalRunStatus(run.status)) return;
  try {
    patchBuilder({ run: await stopRun(run.id), error: null });
  } catch (error) {
    patchBuilder({ error: apiErrorMessage(error) });
  }
}
