import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_selectors')
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('id', 'text', (col) => col.notNull())
    // NOCASE: "Pris" and "pris" are the same name in a workspace.
    .addColumn('name', 'text', (col) => col.notNull().modifyEnd(sql`collate nocase`))
    .addColumn('selector', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('saved_selectors_pk', ['workspace_id', 'id'])
    .addUniqueConstraint('saved_selectors_name', ['workspace_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_selectors').execute();
}
