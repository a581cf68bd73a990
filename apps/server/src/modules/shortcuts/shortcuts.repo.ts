import { SHORTCUT_IDS, type ShortcutCustomization, type ShortcutUsage, type ShortcutUsageEvent } from '@nova/shared';
import type { Db } from '../../db/schema.js';

type ShortcutUsageEntry = ShortcutUsage['usage'][number];

const defaultsOrder = (id: string): number => {
  const index = SHORTCUT_IDS.indexOf(id);
  return index === -1 ? SHORTCUT_IDS.length : index;
};

export function createShortcutsRepo(db: Db) {
  async function list(executor: Db, workspaceId: string, userId: string): Promise<ShortcutCustomization[]> {
    const rows = await executor
      .selectFrom('shortcut_customizations')
      .select(['shortcut_id', 'keys', 'enabled'])
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .execute();
    return rows
      .map((row) => ({ id: row.shortcut_id, keys: row.keys, enabled: row.enabled === 1 }))
      .sort((a, b) => defaultsOrder(a.id) - defaultsOrder(b.id));
  }

  return {
    /** The user's stored customisations, in DEFAULT_SHORTCUTS order. */
    listCustomizations(workspaceId: string, userId: string): Promise<ShortcutCustomization[]> {
      return list(db, workspaceId, userId);
    },

    /** Replaces all of the user's customisations in one transaction and answers what is now stored. */
    async replaceCustomizations(
      workspaceId: string,
      userId: string,
      shortcuts: ShortcutCustomization[],
      updatedAt: string,
    ): Promise<ShortcutCustomization[]> {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('shortcut_customizations')
          .where('workspace_id', '=', workspaceId)
          .where('user_id', '=', userId)
          .execute();
        if (shortcuts.length > 0) {
          await trx
            .insertInto('shortcut_customizations')
            .values(
              shortcuts.map((shortcut) => ({
                workspace_id: workspaceId,
                user_id: userId,
                shortcut_id: shortcut.id,
                keys: shortcut.keys,
                enabled: shortcut.enabled ? 1 : 0,
                updated_at: updatedAt,
              })),
            )
            .execute();
        }
        return list(trx, workspaceId, userId);
      });
    },

    /**
     * Counts one use in a single upsert statement, so concurrent requests cannot lose an increment.
     * Events are fire-and-forget and may arrive out of order, so lastUsedAt only moves forward;
     * timestamps are normalised to toISOString() form, which makes text comparison chronological.
     */
    async recordUsage(workspaceId: string, event: ShortcutUsageEvent): Promise<number> {
      const usedAt = new Date(event.timestamp).toISOString();
      const row = await db
        .insertInto('shortcut_usage')
        .values({
          workspace_id: workspaceId,
          shortcut_id: event.shortcutId,
          action: event.action,
          count: 1,
          last_used_at: usedAt,
        })
        .onConflict((oc) =>
          oc.columns(['workspace_id', 'shortcut_id', 'action']).doUpdateSet((eb) => ({
            count: eb('shortcut_usage.count', '+', 1),
            last_used_at: eb.fn<string>('max', ['shortcut_usage.last_used_at', 'excluded.last_used_at']),
          })),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /** Most used first; ties by most recent use, then by id and action for a stable order. */
    async listUsage(workspaceId: string): Promise<ShortcutUsageEntry[]> {
      const rows = await db
        .selectFrom('shortcut_usage')
        .select(['shortcut_id', 'action', 'count', 'last_used_at'])
        .where('workspace_id', '=', workspaceId)
        .orderBy('count', 'desc')
        .orderBy('last_used_at', 'desc')
        .orderBy('shortcut_id')
        .orderBy('action')
        .execute();
      return rows.map((row) => ({
        shortcutId: row.shortcut_id,
        action: row.action,
        count: row.count,
        lastUsedAt: row.last_used_at,
      }));
    },
  };
}
