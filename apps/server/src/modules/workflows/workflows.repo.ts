import {
  type StepLogEntry,
  type Workflow,
  type WorkflowParameter,
  type WorkflowRun,
  type WorkflowRunStatus,
  type WorkflowStatus,
  type WorkflowStep,
} from '@nova/shared';
import { type Selectable, sql } from 'kysely';
import type { Db, WorkflowRunTable, WorkflowTable } from '../../db/schema.js';

const LIVE: WorkflowRunStatus[] = ['pending', 'running'];

function toWorkflow(row: Selectable<WorkflowTable>): Workflow {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    parameters: JSON.parse(row.parameters) as WorkflowParameter[],
    steps: JSON.parse(row.steps) as WorkflowStep[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRun(row: Selectable<WorkflowRunTable>): WorkflowRun {
  return {
    id: row.id,
    workflowId: row.workflow_id,
    workflowName: row.workflow_name,
    status: row.status,
    triggerType: row.trigger_type,
    triggeredBy: row.triggered_by,
    parameters: JSON.parse(row.parameters) as Record<string, unknown>,
    result: row.result === null ? null : (JSON.parse(row.result) as unknown),
    output: row.output,
    error: row.error,
    steps: JSON.parse(row.steps) as StepLogEntry[],
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

export interface RunFinish {
  status: 'success' | 'failed' | 'cancelled';
  result?: unknown;
  output?: string | null;
  error?: string | null;
  steps: StepLogEntry[];
  finishedAt: string;
}

export function createWorkflowsRepo(db: Db) {
  return {
    async list(workspaceId: string, status?: WorkflowStatus): Promise<Workflow[]> {
      let query = db.selectFrom('workflows').selectAll().where('workspace_id', '=', workspaceId);
      if (status) query = query.where('status', '=', status);
      const rows = await query.orderBy('created_at').orderBy(sql`rowid`).execute();
      return rows.map(toWorkflow);
    },

    async find(workspaceId: string, id: string): Promise<Workflow | undefined> {
      const row = await db
        .selectFrom('workflows')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toWorkflow(row) : undefined;
    },

    async insert(workspaceId: string, workflow: Workflow): Promise<void> {
      await db
        .insertInto('workflows')
        .values({
          workspace_id: workspaceId,
          id: workflow.id,
          name: workflow.name,
          description: workflow.description,
          status: workflow.status,
          parameters: JSON.stringify(workflow.parameters),
          steps: JSON.stringify(workflow.steps),
          created_at: workflow.createdAt,
          updated_at: workflow.updatedAt,
        })
        .execute();
    },

    async update(workspaceId: string, workflow: Workflow): Promise<boolean> {
      const result = await db
        .updateTable('workflows')
        .set({
          name: workflow.name,
          description: workflow.description,
          status: workflow.status,
          parameters: JSON.stringify(workflow.parameters),
          steps: JSON.stringify(workflow.steps),
          updated_at: workflow.updatedAt,
        })
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', workflow.id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(workspaceId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('workflows')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** True the first time it is called for a workspace, so seeding happens once. */
    async claimSeed(workspaceId: string, at: string): Promise<boolean> {
      const result = await db
        .insertInto('workflow_seeds')
        .values({ workspace_id: workspaceId, seeded_at: at })
        .onConflict((oc) => oc.column('workspace_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async insertRun(workspaceId: string, run: WorkflowRun): Promise<void> {
      await db
        .insertInto('workflow_runs')
        .values({
          id: run.id,
          workspace_id: workspaceId,
          workflow_id: run.workflowId,
          workflow_name: run.workflowName,
          status: run.status,
          trigger_type: run.triggerType,
          triggered_by: run.triggeredBy,
          parameters: JSON.stringify(run.parameters),
          result: null,
          output: null,
          error: null,
          steps: '[]',
          created_at: run.createdAt,
          started_at: null,
          finished_at: null,
        })
        .execute();
    },

    async findRun(workspaceId: string, runId: string): Promise<WorkflowRun | undefined> {
      const row = await db
        .selectFrom('workflow_runs')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', runId)
        .executeTakeFirst();
      return row ? toRun(row) : undefined;
    },

    async activeRuns(workspaceId: string): Promise<WorkflowRun[]> {
      const rows = await db
        .selectFrom('workflow_runs')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('status', 'in', LIVE)
        .orderBy('created_at')
        .execute();
      return rows.map(toRun);
    },

    async recentRuns(workspaceId: string, limit: number): Promise<WorkflowRun[]> {
      const rows = await db
        .selectFrom('workflow_runs')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toRun);
    },

    async latestRun(workspaceId: string, workflowId: string): Promise<WorkflowRun | undefined> {
      const row = await db
        .selectFrom('workflow_runs')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('workflow_id', '=', workflowId)
        .orderBy('created_at', 'desc')
        .orderBy(sql`rowid`, 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? toRun(row) : undefined;
    },

    /** pending → running; false when the run was cancelled meanwhile. */
    async markRunning(runId: string, startedAt: string): Promise<boolean> {
      const result = await db
        .updateTable('workflow_runs')
        .set({ status: 'running', started_at: startedAt })
        .where('id', '=', runId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Saves the step log of a running run (for the live view). */
    async saveSteps(runId: string, steps: StepLogEntry[]): Promise<void> {
      await db.updateTable('workflow_runs').set({ steps: JSON.stringify(steps) }).where('id', '=', runId).execute();
    },

    /**
     * Moves a live run to a terminal state. Terminal states are never overwritten: the update only
     * applies while the run is pending or running, so a stop racing a finish keeps whichever came first.
     */
    async finish(runId: string, finish: RunFinish): Promise<boolean> {
      const result = await db
        .updateTable('workflow_runs')
        .set({
          status: finish.status,
          result: finish.result === undefined ? null : JSON.stringify(finish.result),
          output: finish.output ?? null,
          error: finish.error ?? null,
          steps: JSON.stringify(finish.steps),
          finished_at: finish.finishedAt,
        })
        .where('id', '=', runId)
        .where('status', 'in', LIVE)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** At start: runs a previous process left pending or running can never finish. */
    async failInterrupted(reason: string, at: string): Promise<number> {
      const result = await db
        .updateTable('workflow_runs')
        .set({ status: 'failed', error: reason, finished_at: at })
        .where('status', 'in', LIVE)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async deleteFinishedBefore(cutoff: string): Promise<number> {
      const result = await db
        .deleteFrom('workflow_runs')
        .where('status', 'not in', LIVE)
        .where('finished_at', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type WorkflowsRepo = ReturnType<typeof createWorkflowsRepo>;
