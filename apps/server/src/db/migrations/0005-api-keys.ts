import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('prefix', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  // At most one active key per workspace, enforced by the database as well as the service.
  await sql`create unique index api_keys_one_active on api_keys (workspace_id) where revoked_at is null`.execute(db);
  await db.schema
    .createTable('api_key_usage')
    .addColumn('key_id', 'text', (col) => col.notNull().references('api_keys.id').onDelete('cascade'))
    .addColumn('window_start', 'integer', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('api_key_usage_pk', ['key_id', 'window_start'])
    .execute();
  await db.schema
    .createTable('api_key_daily_usage')
    .addColumn('key_id', 'text', (col) => col.notNull().references('api_keys.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('api_key_daily_usage_pk', ['key_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_key_daily_usage').execute();
  await db.schema.dropTable('api_key_usage').execute();
  await db.schema.dropTable('api_keys').execute();
}
