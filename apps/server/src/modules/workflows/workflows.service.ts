import { randomUUID } from 'node:crypto';
import {
  isTerminalRunStatus,
  RUN_INTERRUPTED_MESSAGE,
  type Workflow,
  WORKFLOW_ERRORS,
  type WorkflowRun,
  type WorkflowStatus,
  type executeWorkflowSchema,
  workflowInputSchema,
} from '@nova/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { EXAMPLE_WORKFLOWS } from './example-workflows.js';
import type { StepDeps } from './step-runners.js';
import { checkParams } from './workflow-params.js';
import { createWorkflowRunner } from './workflow-runner.js';
import type { WorkflowsRepo } from './workflows.repo.js';

export class WorkflowError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

type WorkflowInput = z.output<typeof workflowInputSchema>;
type ExecuteRequest = z.output<typeof executeWorkflowSchema>;

export interface WorkflowsServiceOptions {
  repo: WorkflowsRepo;
  deps: StepDeps;
  clock: () => Date;
  logger: FastifyBaseLogger;
  maxConcurrentRuns: number;
  runRetentionDays: number;
  stepTimeoutMs: number;
}

const RETENTION_SWEEP_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export function createWorkflowsService(options: WorkflowsServiceOptions) {
  const { repo, clock } = options;
  const runner = createWorkflowRunner(options);
  let sweepTimer: NodeJS.Timeout | null = null;
  const now = () => clock().toISOString();

  async function pruneRuns(): Promise<number> {
    const cutoff = new Date(clock().getTime() - options.runRetentionDays * DAY_MS).toISOString();
    return repo.deleteFinishedBefore(cutoff);
  }

  async function seed(workspaceId: string): Promise<void> {
    if (!(await repo.claimSeed(workspaceId, now()))) return;
    for (const example of EXAMPLE_WORKFLOWS) {
      const at = now();
      await repo.insert(workspaceId, { ...workflowInputSchema.parse(example), id: randomUUID(), createdAt: at, updatedAt: at });
    }
  }

  async function requireWorkflow(workspaceId: string, id: string): Promise<Workflow> {
    await seed(workspaceId);
    const workflow = await repo.find(workspaceId, id);
    if (!workflow) throw new WorkflowError(404, `Workflow ${id} not found`);
    return workflow;
  }

  async function requireRun(workspaceId: string, runId: string): Promise<WorkflowRun> {
    const run = await repo.findRun(workspaceId, runId);
    if (!run) throw new WorkflowError(404, `Run ${runId} not found`);
    return run;
  }

  return {
    /** At server start: runs a previous process left live are failed, old runs pruned, pruning scheduled. */
    async start(): Promise<void> {
      const interrupted = await repo.failInterrupted(RUN_INTERRUPTED_MESSAGE, now());
      if (interrupted > 0) options.logger.warn({ interrupted }, 'workflow runs interrupted by a restart marked failed');
      await pruneRuns();
      sweepTimer = setInterval(() => {
        pruneRuns().catch((error: unknown) => options.logger.error({ err: error }, 'workflow run pruning failed'));
      }, RETENTION_SWEEP_MS);
      sweepTimer.unref();
    },

    async close(): Promise<void> {
      if (sweepTimer) clearInterval(sweepTimer);
      await runner.close();
    },

    pruneRuns,

    async list(workspaceId: string, status?: WorkflowStatus): Promise<Workflow[]> {
      await seed(workspaceId);
      return repo.list(workspaceId, status);
    },

    get: requireWorkflow,

    async create(workspaceId: string, input: WorkflowInput): Promise<Workflow> {
      await seed(workspaceId);
      const at = now();
      const workflow: Workflow = { ...input, id: randomUUID(), createdAt: at, updatedAt: at };
      await repo.insert(workspaceId, workflow);
      return workflow;
    },

    async update(workspaceId: string, id: string, input: WorkflowInput): Promise<Workflow> {
      const existing = await requireWorkflow(workspaceId, id);
      const workflow: Workflow = { ...input, id, createdAt: existing.createdAt, updatedAt: now() };
      await repo.update(workspaceId, workflow);
      return workflow;
    },

    async remove(workspaceId: string, id: string): Promise<void> {
      await requireWorkflow(workspaceId, id);
      await repo.remove(workspaceId, id);
    },

    async execute(workspaceId: string, request: ExecuteRequest): Promise<WorkflowRun> {
      const workflow = await requireWorkflow(workspaceId, request.workflowId);
      if (workflow.status !== 'active') throw new WorkflowError(409, `Workflow "${workflow.name}" is not active`);
      const checked = checkParams(workflow.parameters, request.parameters);
      if (!checked.ok) throw new WorkflowError(400, checked.message);
      const run: WorkflowRun = {
        id: randomUUID(),
        workflowId: workflow.id,
        workflowName: workflow.name,
        status: 'pending',
        triggerType: request.triggerType,
        triggeredBy: request.triggeredBy,
        parameters: checked.params,
        result: null,
        output: null,
        error: null,
        steps: [],
        createdAt: now(),
        startedAt: null,
        finishedAt: null,
      };
      await repo.insertRun(workspaceId, run);
      runner.enqueue(run, workflow, workspaceId);
      return run;
    },

    getRun: requireRun,

    activeRuns: (workspaceId: string) => repo.activeRuns(workspaceId),
    recentRuns: (workspaceId: string, limit: number) => repo.recentRuns(workspaceId, limit),

    async latestRun(workspaceId: string, workflowId: string): Promise<WorkflowRun> {
      const run = await repo.latestRun(workspaceId, workflowId);
      if (!run) throw new WorkflowError(404, WORKFLOW_ERRORS.noRecentRuns);
      return run;
    },

    async stop(workspaceId: string, runId: string): Promise<WorkflowRun> {
      const run = await requireRun(workspaceId, runId);
      if (isTerminalRunStatus(run.status) || !(await runner.stop(runId))) {
        throw new WorkflowError(409, WORKFLOW_ERRORS.notRunning);
      }
      return requireRun(workspaceId, runId);
    },

    /** For tests and the benchmark: resolves when the run no longer executes. */
    settled: (runId: string) => runner.settled(runId),
    counts: () => runner.counts(),
  };
}

export type WorkflowsService = ReturnType<typeof createWorkflowsService>;
