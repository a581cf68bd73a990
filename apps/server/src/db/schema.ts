import type { Generated, Kysely } from 'kysely';

export interface WorkspaceTable {
  id: string;
  token_hash: string;
  created_at: string;
}

export interface ClientErrorTable {
  id: Generated<number>;
  workspace_id: string;
  message: string;
  stack: string | null;
  component_stack: string | null;
  url: string;
  occurred_at: string;
  received_at: string;
}

export interface ShortcutCustomizationTable {
  workspace_id: string;
  user_id: string;
  shortcut_id: string;
  keys: string;
  /** 0 or 1: SQLite has no boolean type. */
  enabled: number;
  updated_at: string;
}

export interface ShortcutUsageTable {
  workspace_id: string;
  shortcut_id: string;
  action: string;
  count: number;
  last_used_at: string;
}

export interface DatabaseSchema {
  workspaces: WorkspaceTable;
  client_errors: ClientErrorTable;
  shortcut_customizations: ShortcutCustomizationTable;
  shortcut_usage: ShortcutUsageTable;
}

export type Db = Kysely<DatabaseSchema>;
