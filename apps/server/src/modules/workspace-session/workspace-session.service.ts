import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Workspace, WorkspaceRepo } from './workspace-session.repo.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The cookie carries a random secret; only its hash is stored, and the workspace id
 * shown to the client is a separate value, so neither leaks the other.
 */
export function createWorkspaceSessionService(repo: WorkspaceRepo) {
  return {
    async resolve(token: string | undefined): Promise<Workspace | undefined> {
      if (!token) return undefined;
      return repo.findByTokenHash(hashToken(token));
    },
    async create(): Promise<{ workspace: Workspace; token: string }> {
      const token = randomBytes(32).toString('base64url');
      const workspace = { id: randomUUID(), createdAt: new Date().toISOString() };
      await repo.insert(workspace, hashToken(token));
      return { workspace, token };
    },
  };
}
