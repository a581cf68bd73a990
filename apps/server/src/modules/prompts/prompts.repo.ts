import type { Prompt, PromptCategory } from '@nova/shared';
import type { Selectable } from 'kysely';
import type { BuiltInPromptTable, CustomPromptTable, Db } from '../../db/schema.js';

/** A prompt's own fields as stored; favorite and usage are the workspace's activity. */
export interface PromptRecord {
  id: string;
  title: string;
  description: string;
  category: PromptCategory;
  content: string;
  placeholders: string[];
  examples: string[];
  tags: string[];
  rating: number;
  author: string;
  createdAt: string;
  updatedAt: string;
}

type PromptRow = Selectable<BuiltInPromptTable> | Selectable<CustomPromptTable>;
type ActivityColumns = { is_favorite: number | null; usage_count: number | null };

const stringList = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

function toPrompt(row: PromptRow & ActivityColumns, isCustom: boolean): Prompt {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as PromptCategory,
    content: row.content,
    placeholders: stringList(row.placeholders),
    examples: stringList(row.examples),
    tags: stringList(row.tags),
    rating: row.rating,
    usageCount: row.usage_count ?? 0,
    author: row.author,
    isFavorite: row.is_favorite === 1,
    isCustom,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toColumns(record: PromptRecord) {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    category: record.category,
    content: record.content,
    placeholders: JSON.stringify(record.placeholders),
    examples: JSON.stringify(record.examples),
    tags: JSON.stringify(record.tags),
    rating: record.rating,
    author: record.author,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

export function createPromptsRepo(db: Db) {
  function builtIns(workspaceId: string) {
    return db
      .selectFrom('built_in_prompts as p')
      .leftJoin('prompt_activity as a', (join) =>
        join.onRef('a.prompt_id', '=', 'p.id').on('a.workspace_id', '=', workspaceId),
      )
      .selectAll('p')
      .select(['a.is_favorite', 'a.usage_count']);
  }

  function customs(workspaceId: string) {
    return db
      .selectFrom('custom_prompts as p')
      .leftJoin('prompt_activity as a', (join) =>
        join.onRef('a.prompt_id', '=', 'p.id').onRef('a.workspace_id', '=', 'p.workspace_id'),
      )
      .where('p.workspace_id', '=', workspaceId)
      .selectAll('p')
      .select(['a.is_favorite', 'a.usage_count']);
  }

  return {
    /**
     * Writes the built-in library in one transaction: new prompts are added, changed ones
     * updated, and prompts no longer in it removed (with their activity). Running it again
     * changes nothing.
     */
    async seedBuiltIns(records: readonly PromptRecord[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const [position, record] of records.entries()) {
          const columns = { ...toColumns(record), position };
          const { id: _id, ...changes } = columns;
          await trx
            .insertInto('built_in_prompts')
            .values(columns)
            .onConflict((oc) => oc.column('id').doUpdateSet(changes))
            .execute();
        }
        const ids = records.map((r) => r.id);
        const stale = trx.selectFrom('built_in_prompts').select('id').where('id', 'not in', ids);
        await trx.deleteFrom('prompt_activity').where('prompt_id', 'in', stale).execute();
        await trx.deleteFrom('built_in_prompts').where('id', 'not in', ids).execute();
      });
    },

    async countBuiltIns(): Promise<number> {
      const row = await db
        .selectFrom('built_in_prompts')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async isBuiltIn(id: string): Promise<boolean> {
      const row = await db.selectFrom('built_in_prompts').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    /** Built-in prompts in seed order, then the workspace's own, oldest first. */
    async list(workspaceId: string): Promise<Prompt[]> {
      const [builtInRows, customRows] = await Promise.all([
        builtIns(workspaceId).orderBy('p.position').execute(),
        customs(workspaceId).orderBy('p.created_at').orderBy('p.id').execute(),
      ]);
      return [...builtInRows.map((row) => toPrompt(row, false)), ...customRows.map((row) => toPrompt(row, true))];
    },

    async find(workspaceId: string, id: string): Promise<Prompt | undefined> {
      const builtIn = await builtIns(workspaceId).where('p.id', '=', id).executeTakeFirst();
      if (builtIn) return toPrompt(builtIn, false);
      const custom = await customs(workspaceId).where('p.id', '=', id).executeTakeFirst();
      return custom ? toPrompt(custom, true) : undefined;
    },

    /** False when the workspace already has a prompt with this id. */
    async insertCustom(workspaceId: string, record: PromptRecord): Promise<boolean> {
      const result = await db
        .insertInto('custom_prompts')
        .values({ ...toColumns(record), workspace_id: workspaceId })
        .onConflict((oc) => oc.columns(['workspace_id', 'id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Replaces the prompt's fields except its id and createdAt; false when there is no such custom prompt. */
    async updateCustom(workspaceId: string, record: PromptRecord): Promise<boolean> {
      const { id, created_at: _createdAt, ...changes } = toColumns(record);
      const result = await db
        .updateTable('custom_prompts')
        .set(changes)
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async deleteCustom(workspaceId: string, id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('custom_prompts')
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .executeTakeFirst();
        await trx.deleteFrom('prompt_activity').where('workspace_id', '=', workspaceId).where('prompt_id', '=', id).execute();
        return Number(result.numDeletedRows) === 1;
      });
    },

    /** Flips the favorite flag in one statement, so two concurrent toggles cancel out; answers the new state. */
    async toggleFavorite(workspaceId: string, promptId: string): Promise<boolean> {
      const row = await db
        .insertInto('prompt_activity')
        .values({ workspace_id: workspaceId, prompt_id: promptId, is_favorite: 1 })
        .onConflict((oc) =>
          oc.columns(['workspace_id', 'prompt_id']).doUpdateSet((eb) => ({
            is_favorite: eb(eb.val(1), '-', eb.ref('prompt_activity.is_favorite')),
          })),
        )
        .returning('is_favorite')
        .executeTakeFirstOrThrow();
      return row.is_favorite === 1;
    },

    /** Counts one use in one statement, so concurrent uses are all counted; answers the new count. */
    /** Counts the use and logs it for the profile's per-day activity, together. */
    async recordUsage(workspaceId: string, promptId: string, usedAt: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await trx.insertInto('activity_events').values({ workspace_id: workspaceId, kind: 'prompt-used', occurred_at: usedAt }).execute();
        const row = await trx
        .insertInto('prompt_activity')
        .values({ workspace_id: workspaceId, prompt_id: promptId, usage_count: 1, last_used_at: usedAt })
        .onConflict((oc) =>
          oc.columns(['workspace_id', 'prompt_id']).doUpdateSet((eb) => ({
            usage_count: eb('prompt_activity.usage_count', '+', 1),
            last_used_at: usedAt,
          })),
        )
        .returning('usage_count')
        .executeTakeFirstOrThrow();
        return row.usage_count;
      });
    },
  };
}

export type PromptsRepo = ReturnType<typeof createPromptsRepo>;
