import type { Selectable } from 'kysely';
import type { Db, WorkspaceSettingsTable } from '../../db/schema.js';

export type WorkspaceSettingsRow = Selectable<WorkspaceSettingsTable>;

/** Columns a change sets; undefined leaves a column as it is, null clears it. */
export interface WorkspaceSettingsChange {
  ai_base_url?: string | null;
  ai_model?: string | null;
  ai_api_key_sealed?: string | null;
  ai_api_key_hint?: string | null;
}

export const BROWSER_SETTINGS_KEY = 'browser';

export function createSettingsRepo(db: Db) {
  return {
    find: (workspaceId: string): Promise<WorkspaceSettingsRow | undefined> =>
      db.selectFrom('workspace_settings').selectAll().where('workspace_id', '=', workspaceId).executeTakeFirst(),

    /** One upsert, so two changes at once never lose each other's columns. */
    async change(workspaceId: string, change: WorkspaceSettingsChange, at: string): Promise<void> {
      const columns = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
      await db
        .insertInto('workspace_settings')
        .values({ workspace_id: workspaceId, ai_base_url: null, ai_model: null, ai_api_key_sealed: null, ai_api_key_hint: null, ...columns, updated_at: at })
        .onConflict((oc) => oc.column('workspace_id').doUpdateSet({ ...columns, updated_at: at }))
        .execute();
    },

    async remove(workspaceId: string): Promise<boolean> {
      const result = await db.deleteFrom('workspace_settings').where('workspace_id', '=', workspaceId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async serverValue(key: string): Promise<unknown> {
      const row = await db.selectFrom('server_settings').select('value').where('key', '=', key).executeTakeFirst();
      if (!row) return undefined;
      try {
        return JSON.parse(row.value) as unknown;
      } catch {
        return undefined;
      }
    },

    async setServerValue(key: string, value: unknown, at: string): Promise<void> {
      const json = JSON.stringify(value);
      await db
        .insertInto('server_settings')
        .values({ key, value: json, updated_at: at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: at }))
        .execute();
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
