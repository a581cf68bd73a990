import { QA_HISTORY_MAX, type QaFinding, type QaRun, type QaRunListItem, type QaStep, type QaSummary } from '@nova/shared';
import type { Selectable } from 'kysely';
import type { Db, QaRunTable } from '../../db/schema.js';

const LIVE = ['pending', 'running'] as const;

function toListItem(row: Selectable<QaRunTable>): QaRunListItem {
  return {
    id: row.id,
    url: row.url,
    status: row.status,
    progress: row.progress,
    step: row.step as QaStep,
    error: row.error,
    summary: row.summary === null ? null : (JSON.parse(row.summary) as QaSummary),
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

function toRun(row: Selectable<QaRunTable>): QaRun {
  return { ...toListItem(row), findings: JSON.parse(row.findings) as QaFinding[] };
}

export interface QaRunFinish {
  status: 'success' | 'failed' | 'cancelled';
  error: string | null;
  summary: QaSummary | null;
  findings: QaFinding[];
  finishedAt: string;
}

export function createQaSuiteRepo(db: Db) {
  return {
    async insert(workspaceId: string, run: QaRun): Promise<void> {
      await db
        .insertInto('qa_runs')
        .values({
          id: run.id,
          workspace_id: workspaceId,
          url: run.url,
          status: run.status,
          progress: run.progress,
          step: run.step,
          error: run.error,
          summary: run.summary === null ? null : JSON.stringify(run.summary),
          findings: JSON.stringify(run.findings),
          created_at: run.createdAt,
          started_at: run.startedAt,
          finished_at: run.finishedAt,
        })
        .execute();
    },

    async find(workspaceId: string, id: string): Promise<QaRun | undefined> {
      const row = await db.selectFrom('qa_runs').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst();
      return row ? toRun(row) : undefined;
    },

    /** Newest first, without findings. */
    async list(workspaceId: string): Promise<QaRunListItem[]> {
      const rows = await db
        .selectFrom('qa_runs')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(QA_HISTORY_MAX)
        .execute();
      return rows.map(toListItem);
    },

    /** Ids of the workspace's pending and running runs. */
    async liveIds(workspaceId: string): Promise<string[]> {
      const rows = await db.selectFrom('qa_runs').select('id').where('workspace_id', '=', workspaceId).where('status', 'in', LIVE).execute();
      return rows.map((row) => row.id);
    },

    async remove(workspaceId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('qa_runs').where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** pending → running; false when the run is no longer pending (stopped or deleted meanwhile). */
    async markRunning(id: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('qa_runs')
        .set({ status: 'running', started_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async saveProgress(id: string, step: QaStep, progress: number): Promise<void> {
      await db.updateTable('qa_runs').set({ step, progress }).where('id', '=', id).where('status', '=', 'running').execute();
    },

    /** Writes the end of a run that is still live; false when it had already ended. */
    async finish(id: string, end: QaRunFinish): Promise<boolean> {
      const result = await db
        .updateTable('qa_runs')
        .set({
          status: end.status,
          error: end.error,
          summary: end.summary === null ? null : JSON.stringify(end.summary),
          findings: JSON.stringify(end.findings),
          finished_at: end.finishedAt,
          ...(end.status === 'success' ? { progress: 100, step: 'done' } : {}),
        })
        .where('id', '=', id)
        .where('status', 'in', LIVE)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** At start: runs a previous process left live can never finish. */
    async failInterrupted(message: string, at: string): Promise<number> {
      const result = await db
        .updateTable('qa_runs')
        .set({ status: 'failed', error: message, finished_at: at })
        .where('status', 'in', LIVE)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Deletes a workspace's finished runs beyond the newest `keep`. */
    async prune(workspaceId: string, keep: number): Promise<void> {
      const kept = db
        .selectFrom('qa_runs')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(keep);
      await db
        .deleteFrom('qa_runs')
        .where('workspace_id', '=', workspaceId)
        .where('status', 'not in', LIVE)
        .where('id', 'not in', kept)
        .execute();
    },
  };
}

export type QaSuiteRepo = ReturnType<typeof createQaSuiteRepo>;
