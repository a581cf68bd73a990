import type { FastifyRequest } from 'fastify';
import type { Workspace } from './workspace-session.repo.js';

/** The workspace the session cookie resolved to; the session hook runs before every /api route. */
export function requireWorkspace(request: FastifyRequest): Workspace {
  if (!request.workspace) throw new Error('Workspace session missing: the session hook did not run for this route');
  return request.workspace;
}
