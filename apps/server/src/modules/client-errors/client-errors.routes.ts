import { CLIENT_ERROR_RETENTION, clientErrorListSchema, clientErrorReportSchema } from '@nova/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/schema.js';
import { requireWorkspace } from '../workspace-session/require-workspace.js';
import { createClientErrorsRepo } from './client-errors.repo.js';

/** Errors the web app's error screen caught, kept per workspace for the developer dashboard. */
export function clientErrorsRoutes(db: Db): FastifyPluginAsyncZod {
  const repo = createClientErrorsRepo(db);
  return async (app) => {
    app.post(
      '/api/client-errors',
      { schema: { body: clientErrorReportSchema, response: { 201: z.object({ id: z.number().int() }) } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        const id = await repo.insert(workspace.id, request.body, new Date().toISOString(), CLIENT_ERROR_RETENTION);
        request.log.warn({ clientError: request.body.message, url: request.body.url }, 'client error reported');
        return reply.status(201).send({ id });
      },
    );
    app.get('/api/client-errors', { schema: { response: { 200: clientErrorListSchema } } }, async (request) => {
      const workspace = requireWorkspace(request);
      return { errors: await repo.listNewestFirst(workspace.id, CLIENT_ERROR_RETENTION) };
    });
  };
}
