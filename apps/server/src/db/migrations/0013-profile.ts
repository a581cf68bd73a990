import { type Kysely, sql } from 'kysely';

/** The workspace owner's profile, and a log of activity that no other table keeps per day. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workspace_profiles')
    .addColumn('workspace_id', 'text', (col) => col.primaryKey().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('activity_events')
    .addColumn('seq', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('prompt-used', 'code-review')`))
    .addColumn('occurred_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('activity_events_workspace').on('activity_events').columns(['workspace_id', 'occurred_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_events').execute();
  await db.schema.dropTable('workspace_profiles').execute();
}
