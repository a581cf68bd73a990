import { apiErrorSchema, createQaRunSchema, qaRunIdSchema, qaRunListSchema, qaRunSchema } from '@nova/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireWorkspace } from '../workspace-session/require-workspace.js';
import { QaSuiteError, type QaSuiteService } from './qa-suite.service.js';

const idParams = z.object({ id: qaRunIdSchema });
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 503: apiErrorSchema };

function answerQaError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof QaSuiteError) return reply.status(error.status).send({ message: error.message });
  throw error;
}

/** QA suite runs per workspace: start (202, runs in the background), watch, list, cancel, delete. */
export function qaSuiteRoutes(qa: QaSuiteService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/qa-suite/runs', { schema: { body: createQaRunSchema, response: { 202: qaRunSchema, ...errors } } }, async (request, reply) => {
      const workspace = requireWorkspace(request);
      try {
        return reply.status(202).send(await qa.create(workspace.id, request.body.url));
      } catch (error) {
        return answerQaError(reply, error);
      }
    });

    app.get('/api/qa-suite/runs', { schema: { response: { 200: qaRunListSchema } } }, async (request) => {
      const workspace = requireWorkspace(request);
      return { runs: await qa.list(workspace.id) };
    });

    app.get('/api/qa-suite/runs/:id', { schema: { params: idParams, response: { 200: qaRunSchema, ...errors } } }, async (request, reply) => {
      const workspace = requireWorkspace(request);
      return qa.get(workspace.id, request.params.id).catch((error: unknown) => answerQaError(reply, error));
    });

    app.post('/api/qa-suite/runs/:id/cancel', { schema: { params: idParams, response: { 200: qaRunSchema, ...errors } } }, async (request, reply) => {
      const workspace = requireWorkspace(request);
      return qa.cancel(workspace.id, request.params.id).catch((error: unknown) => answerQaError(reply, error));
    });

    app.delete('/api/qa-suite/runs/:id', { schema: { params: idParams, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
      const workspace = requireWorkspace(request);
      try {
        await qa.remove(workspace.id, request.params.id);
        return reply.status(204).send(null);
      } catch (error) {
        return answerQaError(reply, error);
      }
    });
  };
}
