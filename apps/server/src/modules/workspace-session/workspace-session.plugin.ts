import fastifyCookie from '@fastify/cookie';
import { workspaceSessionSchema } from '@nova/shared';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/schema.js';
import { isApiPath } from '../../web-app/web-app.plugin.js';
import { requireWorkspace } from './require-workspace.js';
import { createWorkspaceRepo, type Workspace } from './workspace-session.repo.js';
import { createWorkspaceSessionService } from './workspace-session.service.js';

export const SESSION_COOKIE = 'nova_session';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const SESSION_REQUIRED_MESSAGE = 'A workspace session is required: open the workspace first';

/**
 * How a route treats the session cookie (route `config.session`): `create` (the default) mints a
 * workspace when the cookie is missing or unknown; `existing` answers 401 instead; `none` ignores
 * the cookie (routes opened by an API key).
 */
export type SessionMode = 'create' | 'existing' | 'none';

declare module 'fastify' {
  interface FastifyRequest {
    workspace: Workspace | null;
  }
  interface FastifyContextConfig {
    session?: SessionMode;
  }
}

export const workspaceSessionPlugin = fp<{ db: Db }>(async (app, { db }) => {
  const sessions = createWorkspaceSessionService(createWorkspaceRepo(db));
  await app.register(fastifyCookie);
  app.decorateRequest('workspace', null);

  app.addHook('onRequest', async (request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    if (!isApiPath(pathOnly)) return;
    const mode = request.routeOptions.config.session ?? 'create';
    if (mode === 'none') return;
    const existing = await sessions.resolve(request.cookies[SESSION_COOKIE]);
    if (existing) {
      request.workspace = existing;
      return;
    }
    if (mode === 'existing') return reply.status(401).send({ message: SESSION_REQUIRED_MESSAGE });
    const { workspace, token } = await sessions.create();
    request.workspace = workspace;
    // A header right away, not reply.setCookie (written in onSend), so that replies which
    // bypass onSend, such as the chat's event stream, carry the cookie too.
    reply.header(
      'set-cookie',
      app.serializeCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: ONE_YEAR_SECONDS,
      }),
    );
  });

  const routes: FastifyPluginAsyncZod = async (scoped) => {
    scoped.get('/api/session', { schema: { response: { 200: workspaceSessionSchema } } }, async (request) => {
      const workspace = requireWorkspace(request);
      return { workspaceId: workspace.id, createdAt: workspace.createdAt };
    });
  };
  await app.register(routes);
});
