import { type Workflow, WORKFLOW_ERRORS, type WorkflowRun } from '@nova/shared';
import type { ChatCommandInvocation } from '@/features/ai-chat/model/chat-commands';
import { postLocalMessage, whileSending } from '@/features/ai-chat/model/chat-store';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { workflowStrings } from '@/lib/i18n/nb/workflows';
import { emitWindowEvent } from '@/lib/window-events';
import { activeRuns } from '../api/active-runs';
import { executeWorkflow } from '../api/execute-workflow';
import { getRun } from '../api/get-run';
import { latestRun } from '../api/latest-run';
import { listWorkflows } from '../api/list-workflows';
import { stopRun } from '../api/stop-run';
import { findWorkflowByName, parseWorkflowCommand } from '../model/workflow-command';
import { pollRunUntilDone } from '../model/run-poller';
import { runResultText } from '../model/run-summary';

const t = workflowStrings.chat;

/** Runs stopped from the chat: their cancelled state is already reported. */
const stoppedHere = new Set<string>();

function reply(sessionId: string, content: string, workflowId?: string): void {
  postLocalMessage(sessionId, 'assistant', content, { processingType: 'workflow', ...(workflowId ? { workflowId } : {}) });
}

async function findActive(name: string): Promise<Workflow | undefined> {
  return findWorkflowByName(await listWorkflows('active'), name);
}

function reportCompletion(sessionId: string, workflow: Workflow, run: WorkflowRun): void {
  emitWindowEvent('workflow-completed', { workflowId: workflow.id, runId: run.id, status: run.status });
  if (run.status === 'success') reply(sessionId, t.completed(workflow.name, runResultText(run)), workflow.id);
  else if (run.status === 'failed') reply(sessionId, t.failed(workflow.name, run.error ?? ''), workflow.id);
  else if (!stoppedHere.has(run.id)) reply(sessionId, t.stopped(workflow.name), workflow.id);
}

async function start(sessionId: string, name: string, parameters: Record<string, unknown>): Promise<void> {
  const workflow = await findActive(name);
  if (!workflow) return reply(sessionId, t.error(WORKFLOW_ERRORS.notFound(name)));
  let run: WorkflowRun;
  try {
    run = await executeWorkflow({ workflowId: workflow.id, triggerType: 'chat', triggeredBy: 'chat', parameters });
  } catch (error) {
    return reply(sessionId, t.error(`${WORKFLOW_ERRORS.startFailed}: ${apiErrorMessage(error)}`), workflow.id);
  }
  reply(sessionId, t.started(workflow.name), workflow.id);
  // The poll outlives the send: the chat is free again while the run works.
  void pollRunUntilDone(run.id, { fetchRun: getRun }).then((done) => {
    if (done) reportCompletion(sessionId, workflow, done);
  });
}

async function stop(sessionId: string, name: string): Promise<void> {
  const workflow = await findActive(name);
  if (!workflow) return reply(sessionId, t.error(WORKFLOW_ERRORS.notFound(name)));
  try {
    const run = (await activeRuns()).filter((r) => r.workflowId === workflow.id).at(-1);
    if (!run) return reply(sessionId, t.error(WORKFLOW_ERRORS.notRunning), workflow.id);
    stoppedHere.add(run.id);
    await stopRun(run.id);
    reply(sessionId, t.stopped(workflow.name), workflow.id);
  } catch (error) {
    const message = apiErrorMessage(error);
    reply(sessionId, t.error(message === WORKFLOW_ERRORS.notRunning ? message : WORKFLOW_ERRORS.stopFailed), workflow.id);
  }
}

async function status(sessionId: string, name: string): Promise<void> {
  const workflow = await findActive(name);
  if (!workflow) return reply(sessionId, t.error(WORKFLOW_ERRORS.notFound(name)));
  try {
    const run = await latestRun(workflow.id);
    const detail = run.status === 'failed' ? (run.error ?? '') : runResultText(run);
    reply(sessionId, t.status(workflow.name, run.status, detail), workflow.id);
  } catch (error) {
    const notFound = error instanceof Error && error.message.startsWith('404');
    reply(sessionId, t.error(notFound ? WORKFLOW_ERRORS.noRecentRuns : WORKFLOW_ERRORS.statusFailed), workflow.id);
  }
}

/** `/workflow …` in the chat (spec B §4, §5, §8): the user's line, then the outcome as assistant messages. */
export async function runWorkflowChatCommand(args: string, { sessionId, text }: ChatCommandInvocation): Promise<void> {
  postLocalMessage(sessionId, 'user', text);
  const command = parseWorkflowCommand(args);
  await whileSending(sessionId, async () => {
    try {
      if (!command || !command.name) return reply(sessionId, t.usage);
      if (command.action === 'start') return await start(sessionId, command.name, command.parameters);
      if (command.action === 'stop') return await stop(sessionId, command.name);
      return await status(sessionId, command.name);
    } catch (error) {
      console.error('Workflow command failed:', error);
      const fallback = command?.action === 'stop' ? WORKFLOW_ERRORS.stopFailed : command?.action === 'status' ? WORKFLOW_ERRORS.statusFailed : WORKFLOW_ERRORS.startFailed;
      reply(sessionId, t.error(fallback));
    }
  });
}
