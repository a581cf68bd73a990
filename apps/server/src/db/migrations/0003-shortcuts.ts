import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shortcut_customizations')
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('shortcut_id', 'text', (col) => col.notNull())
    .addColumn('keys', 'text', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull().check(sql`enabled in (0, 1)`))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('shortcut_customizations_pk', ['workspace_id', 'user_id', 'shortcut_id'])
    .execute();
  await db.schema
    .createTable('shortcut_usage')
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('shortcut_id', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('shortcut_usage_pk', ['workspace_id', 'shortcut_id', 'action'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shortcut_usage').execute();
  await db.schema.dropTable('shortcut_customizations').execute();
}
