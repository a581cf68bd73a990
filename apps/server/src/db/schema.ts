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

export interface DatabaseSchema {
  workspaces: WorkspaceTable;
  client_errors: ClientErrorTable;
}

export type Db = Kysely<DatabaseSchema>;
