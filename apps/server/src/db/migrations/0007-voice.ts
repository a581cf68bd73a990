import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('voice_profiles')
    .addColumn('workspace_id', 'text', (col) => col.primaryKey().references('workspaces.id').onDelete('cascade'))
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('wake_word_required', 'integer', (col) => col.notNull())
    .addColumn('wake_word', 'text', (col) => col.notNull())
    .addColumn('confirm_dangerous', 'integer', (col) => col.notNull())
    .addColumn('continuous', 'integer', (col) => col.notNull())
    .addColumn('total_commands', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('successful_commands', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('voice_custom_commands')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('phrases', 'text', (col) => col.notNull())
    .addColumn('aliases', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('params', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('requires_confirmation', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('voice_custom_commands_workspace').on('voice_custom_commands').columns(['workspace_id', 'created_at']).execute();
  await db.schema
    .createTable('voice_command_log')
    .addColumn('seq', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('command_id', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('params', 'text', (col) => col.notNull())
    .addColumn('success', 'integer', (col) => col.notNull().check(sql`success in (0, 1)`))
    .addColumn('executed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('voice_command_log_workspace').on('voice_command_log').columns(['workspace_id', 'seq']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('voice_command_log').execute();
  await db.schema.dropTable('voice_custom_commands').execute();
  await db.schema.dropTable('voice_profiles').execute();
}
