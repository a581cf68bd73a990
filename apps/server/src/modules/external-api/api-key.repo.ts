import type { Db } from '../../db/schema.js';

/** An active key as the gate needs it: whose it is, never the key itself. */
export interface ApiKeyRecord {
  id: string;
  keyHash: string;
  prefix: string;
  createdAt: string;
  workspaceId: string;
  workspaceCreatedAt: string;
}

export interface NewApiKey {
  id: string;
  workspaceId: string;
  keyHash: string;
  prefix: string;
  createdAt: string;
}

export function createApiKeyRepo(db: Db) {
  const activeKeys = () =>
    db
      .selectFrom('api_keys as k')
      .innerJoin('workspaces as w', 'w.id', 'k.workspace_id')
      .select(['k.id', 'k.key_hash', 'k.prefix', 'k.created_at', 'k.workspace_id', 'w.created_at as workspace_created_at'])
      .where('k.revoked_at', 'is', null);

  type Row = Awaited<ReturnType<ReturnType<typeof activeKeys>['executeTakeFirstOrThrow']>>;
  const toRecord = (row: Row): ApiKeyRecord => ({
    id: row.id,
    keyHash: row.key_hash,
    prefix: row.prefix,
    createdAt: row.created_at,
    workspaceId: row.workspace_id,
    workspaceCreatedAt: row.workspace_created_at,
  });

  return {
    async findActiveByHash(keyHash: string): Promise<ApiKeyRecord | undefined> {
      const row = await activeKeys().where('k.key_hash', '=', keyHash).executeTakeFirst();
      return row && toRecord(row);
    },

    async findActiveForWorkspace(workspaceId: string): Promise<ApiKeyRecord | undefined> {
      const row = await activeKeys().where('k.workspace_id', '=', workspaceId).executeTakeFirst();
      return row && toRecord(row);
    },

    /** Revokes the workspace's active key, if any, and stores the new one, in one transaction. */
    /**
     * Makes `key` the workspace's only active key. It inherits what the workspace already
     * used in the current window (only one key is active at a time, and each new key starts
     * from the last one's count, so that is the highest count), so regenerating never resets
     * the rate limit.
     */
    async replaceActive(key: NewApiKey, windowStart: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const used = await trx
          .selectFrom('api_key_usage')
          .innerJoin('api_keys', 'api_keys.id', 'api_key_usage.key_id')
          .where('api_keys.workspace_id', '=', key.workspaceId)
          .where('api_key_usage.window_start', '=', windowStart)
          .select((eb) => eb.fn.coalesce(eb.fn.max('api_key_usage.count'), eb.lit(0)).as('count'))
          .executeTakeFirst();
        await trx
          .updateTable('api_keys')
          .set({ revoked_at: key.createdAt })
          .where('workspace_id', '=', key.workspaceId)
          .where('revoked_at', 'is', null)
          .execute();
        await trx
          .insertInto('api_keys')
          .values({
            id: key.id,
            workspace_id: key.workspaceId,
            key_hash: key.keyHash,
            prefix: key.prefix,
            created_at: key.createdAt,
            revoked_at: null,
          })
          .execute();
        const count = Number(used?.count ?? 0);
        if (count > 0) await trx.insertInto('api_key_usage').values({ key_id: key.id, window_start: windowStart, count }).execute();
      });
    },

    /** false when the key was not active. */
    async revoke(keyId: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('api_keys')
        .set({ revoked_at: at })
        .where('id', '=', keyId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async revokeForWorkspace(workspaceId: string, at: string): Promise<void> {
      await db
        .updateTable('api_keys')
        .set({ revoked_at: at })
        .where('workspace_id', '=', workspaceId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /**
     * Counts one request in the window unless it already holds `limit`, as one atomic upsert:
     * the new count, or undefined when the request is over the limit. The day's count moves with it.
     */
    async countRequest(keyId: string, windowStart: number, day: string, limit: number): Promise<number | undefined> {
      return db.transaction().execute(async (trx) => {
        const counted = await trx
          .insertInto('api_key_usage')
          .values({ key_id: keyId, window_start: windowStart, count: 1 })
          .onConflict((oc) =>
            oc
              .columns(['key_id', 'window_start'])
              .doUpdateSet((eb) => ({ count: eb('api_key_usage.count', '+', 1) }))
              .where('api_key_usage.count', '<', limit),
          )
          .returning('count')
          .executeTakeFirst();
        if (!counted) return undefined;
        await trx
          .insertInto('api_key_daily_usage')
          .values({ key_id: keyId, day, count: 1 })
          .onConflict((oc) =>
            oc.columns(['key_id', 'day']).doUpdateSet((eb) => ({ count: eb('api_key_daily_usage.count', '+', 1) })),
          )
          .execute();
        if (counted.count === 1) {
          await trx
            .deleteFrom('api_key_usage')
            .where('key_id', '=', keyId)
            .where('window_start', '<', windowStart)
            .execute();
        }
        return counted.count;
      });
    },

    async windowCount(keyId: string, windowStart: number): Promise<number> {
      const row = await db
        .selectFrom('api_key_usage')
        .select('count')
        .where('key_id', '=', keyId)
        .where('window_start', '=', windowStart)
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    /** Requests on the given day and in the days from `monthStart` (YYYY-MM-01) up to and including it. */
    async dailyCounts(keyId: string, day: string, monthStart: string): Promise<{ today: number; month: number }> {
      const rows = await db
        .selectFrom('api_key_daily_usage')
        .select(['day', 'count'])
        .where('key_id', '=', keyId)
        .where('day', '>=', monthStart)
        .where('day', '<=', day)
        .execute();
      return {
        today: rows.find((row) => row.day === day)?.count ?? 0,
        month: rows.reduce((sum, row) => sum + row.count, 0),
      };
    },
  };
}

export type ApiKeyRepo = ReturnType<typeof createApiKeyRepo>;
