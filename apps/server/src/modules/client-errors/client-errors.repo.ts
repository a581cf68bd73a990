import type { ClientErrorReport, StoredClientError } from '@nova/shared';
import type { Db } from '../../db/schema.js';

export function createClientErrorsRepo(db: Db) {
  return {
    /** Inserts the report and trims the workspace's log to `keep` newest entries, atomically. */
    async insert(workspaceId: string, report: ClientErrorReport, receivedAt: string, keep: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('client_errors')
          .values({
            workspace_id: workspaceId,
            message: report.message,
            stack: report.stack ?? null,
            component_stack: report.componentStack ?? null,
            url: report.url,
            occurred_at: report.timestamp,
            received_at: receivedAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const keepFrom = trx
          .selectFrom('client_errors')
          .select('id')
          .where('workspace_id', '=', workspaceId)
          .orderBy('id', 'desc')
          .limit(keep);
        await trx
          .deleteFrom('client_errors')
          .where('workspace_id', '=', workspaceId)
          .where('id', 'not in', keepFrom)
          .execute();
        return row.id;
      });
    },
    async listNewestFirst(workspaceId: string, limit: number): Promise<StoredClientError[]> {
      const rows = await db
        .selectFrom('client_errors')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        message: row.message,
        stack: row.stack ?? undefined,
        componentStack: row.component_stack ?? undefined,
        url: row.url,
        timestamp: row.occurred_at,
        receivedAt: row.received_at,
      }));
    },
  };
}
