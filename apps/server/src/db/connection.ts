import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.js';
import type { Db, DatabaseSchema } from './schema.js';

export const DATABASE_FILE = 'nova.sqlite';

export interface DatabaseHandle {
  db: Db;
  dialect: 'sqlite';
  migrationsApplied: number;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Opens (creating if needed) the SQLite file in dataDir and applies pending migrations. */
export async function openDatabase(dataDir: string): Promise<DatabaseHandle> {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(path.join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');

  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw new Error(`Database migration failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const applied = (await migrator.getMigrations()).filter((m) => m.executedAt !== undefined).length;

  return {
    db,
    dialect: 'sqlite',
    migrationsApplied: applied,
    async ping() {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
