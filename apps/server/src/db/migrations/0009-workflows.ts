import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workflows')
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('active', 'inactive')`))
    .addColumn('parameters', 'text', (col) => col.notNull())
    .addColumn('steps', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('workflows_pk', ['workspace_id', 'id'])
    .execute();
  // Workspaces that have received the example workflows, so deleting them does not bring them back.
  await db.schema
    .createTable('workflow_seeds')
    .addColumn('workspace_id', 'text', (col) => col.primaryKey().references('workspaces.id').onDelete('cascade'))
    .addColumn('seeded_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('workflow_runs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('workflow_id', 'text', (col) => col.notNull())
    .addColumn('workflow_name', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'running', 'success', 'failed', 'cancelled')`),
    )
    .addColumn('trigger_type', 'text', (col) => col.notNull())
    .addColumn('triggered_by', 'text', (col) => col.notNull())
    .addColumn('parameters', 'text', (col) => col.notNull())
    .addColumn('result', 'text')
    .addColumn('output', 'text')
    .addColumn('error', 'text')
    .addColumn('steps', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('workflow_runs_by_workflow')
    .on('workflow_runs')
    .columns(['workspace_id', 'workflow_id', 'created_at'])
    .execute();
  await db.schema.createIndex('workflow_runs_by_status').on('workflow_runs').columns(['status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('workflow_runs').execute();
  await db.schema.dropTable('workflow_seeds').execute();
  await db.schema.dropTable('workflows').execute();
}
