import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_sessions')
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_sessions_pk', ['workspace_id', 'session_id'])
    .execute();
  // seq is the INTEGER PRIMARY KEY (so VACUUM cannot renumber it): it keeps two messages
  // stored in the same millisecond in insertion order. Clients only ever see the uuid id.
  await db.schema
    .createTable('chat_messages')
    .addColumn('seq', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('id', 'text', (col) => col.notNull().unique())
    .addColumn('workspace_id', 'text', (col) => col.notNull())
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('context_url', 'text')
    .addColumn('context_title', 'text')
    .addColumn('metadata', 'text')
    .addColumn('reaction', 'text', (col) => col.check(sql`reaction in ('like', 'sparkles')`))
    .addForeignKeyConstraint(
      'chat_messages_session_fk',
      ['workspace_id', 'session_id'],
      'chat_sessions',
      ['workspace_id', 'session_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('chat_messages_session_order')
    .on('chat_messages')
    .columns(['workspace_id', 'session_id', 'created_at', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_sessions').execute();
}
