import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_errors')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('stack', 'text')
    .addColumn('component_stack', 'text')
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('occurred_at', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('client_errors_workspace').on('client_errors').columns(['workspace_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('client_errors').execute();
}
