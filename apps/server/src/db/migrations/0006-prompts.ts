import { type Kysely, sql } from 'kysely';

const categories = sql.raw(
  "('code-generation', 'debugging', 'documentation', 'refactoring', 'testing', 'design', 'analysis', 'learning', 'automation', 'optimization')",
);

export async function up(db: Kysely<unknown>): Promise<void> {
  // The library every workspace shares; written at each start from the seed in the prompts module.
  await db.schema
    .createTable('built_in_prompts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull().check(sql`category in ${categories}`))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('placeholders', 'text', (col) => col.notNull())
    .addColumn('examples', 'text', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('rating', 'real', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('custom_prompts')
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull().check(sql`category in ${categories}`))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('placeholders', 'text', (col) => col.notNull())
    .addColumn('examples', 'text', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('rating', 'real', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('custom_prompts_pk', ['workspace_id', 'id'])
    .execute();
  // Favorite and usage of any prompt, built-in or custom, per workspace.
  await db.schema
    .createTable('prompt_activity')
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('prompt_id', 'text', (col) => col.notNull())
    .addColumn('is_favorite', 'integer', (col) => col.notNull().defaultTo(0).check(sql`is_favorite in (0, 1)`))
    .addColumn('usage_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_used_at', 'text')
    .addPrimaryKeyConstraint('prompt_activity_pk', ['workspace_id', 'prompt_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('prompt_activity').execute();
  await db.schema.dropTable('custom_prompts').execute();
  await db.schema.dropTable('built_in_prompts').execute();
}
