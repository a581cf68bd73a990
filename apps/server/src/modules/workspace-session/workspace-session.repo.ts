import type { Db } from '../../db/schema.js';

export interface Workspace {
  id: string;
  createdAt: string;
}

export function createWorkspaceRepo(db: Db) {
  return {
    async findByTokenHash(tokenHash: string): Promise<Workspace | undefined> {
      const row = await db
        .selectFrom('workspaces')
        .select(['id', 'created_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row ? { id: row.id, createdAt: row.created_at } : undefined;
    },
    async insert(workspace: Workspace, tokenHash: string): Promise<void> {
      await db
        .insertInto('workspaces')
        .values({ id: workspace.id, token_hash: tokenHash, created_at: workspace.createdAt })
        .execute();
    },
  };
}

export type WorkspaceRepo = ReturnType<typeof createWorkspaceRepo>;
