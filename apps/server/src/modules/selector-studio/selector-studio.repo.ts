import type { SavedSelector } from '@nova/shared';
import type { Selectable } from 'kysely';
import type { Db, SavedSelectorTable } from '../../db/schema.js';

const toSaved = (row: Selectable<SavedSelectorTable>): SavedSelector => ({
  id: row.id,
  name: row.name,
  selector: row.selector,
  url: row.url,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export interface SavedSelectorFields {
  name: string;
  selector: string;
  url: string;
}

/** Saved selectors per workspace (table saved_selectors). */
export function createSelectorStudioRepo(db: Db) {
  return {
    async list(workspaceId: string): Promise<SavedSelector[]> {
      const rows = await db
        .selectFrom('saved_selectors')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .orderBy('name')
        .execute();
      return rows.map(toSaved);
    },

    async get(workspaceId: string, id: string): Promise<SavedSelector | undefined> {
      const row = await db
        .selectFrom('saved_selectors')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toSaved(row) : undefined;
    },

    /** The selector of that name (ignoring case), if any. */
    async findByName(workspaceId: string, name: string): Promise<SavedSelector | undefined> {
      const row = await db
        .selectFrom('saved_selectors')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('name', '=', name)
        .executeTakeFirst();
      return row ? toSaved(row) : undefined;
    },

    async count(workspaceId: string): Promise<number> {
      const row = await db
        .selectFrom('saved_selectors')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insert(workspaceId: string, saved: SavedSelector): Promise<void> {
      await db
        .insertInto('saved_selectors')
        .values({
          workspace_id: workspaceId,
          id: saved.id,
          name: saved.name,
          selector: saved.selector,
          url: saved.url,
          created_at: saved.createdAt,
          updated_at: saved.updatedAt,
        })
        .execute();
    },

    async update(workspaceId: string, id: string, fields: SavedSelectorFields, updatedAt: string): Promise<void> {
      await db
        .updateTable('saved_selectors')
        .set({ ...fields, updated_at: updatedAt })
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .execute();
    },

    async remove(workspaceId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('saved_selectors')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type SelectorStudioRepo = ReturnType<typeof createSelectorStudioRepo>;
