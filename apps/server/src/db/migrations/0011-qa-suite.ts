import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('qa_runs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'running', 'success', 'failed', 'cancelled')`),
    )
    .addColumn('progress', 'integer', (col) => col.notNull())
    .addColumn('step', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('summary', 'text')
    .addColumn('findings', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('qa_runs_by_workspace').on('qa_runs').columns(['workspace_id', 'created_at']).execute();
  await db.schema.createIndex('qa_runs_by_status').on('qa_runs').columns(['status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('qa_runs').execute();
}
