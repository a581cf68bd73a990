import {
  apiErrorSchema,
  executeWorkflowSchema,
  recentRunsQuerySchema,
  workflowIdSchema,
  workflowInputSchema,
  workflowListQuerySchema,
  workflowListSchema,
  workflowRunListSchema,
  workflowRunSchema,
  workflowSchema,
} from '@nova/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireWorkspace } from '../workspace-session/require-workspace.js';
import { WorkflowError, type WorkflowsService } from './workflows.service.js';

const idParams = z.object({ id: workflowIdSchema });
const runParams = z.object({ runId: workflowIdSchema });
const workflowParams = z.object({ workflowId: workflowIdSchema });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

function answerWorkflowError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof WorkflowError) return reply.status(error.status).send({ message: error.message });
  throw error;
}

/** Watched workflows (definitions) and their runs, per workspace (spec B §7). */
export function workflowsRoutes(workflows: WorkflowsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/watched-workflows',
      { schema: { querystring: workflowListQuerySchema, response: { 200: workflowListSchema } } },
      async (request) => {
        const workspace = requireWorkspace(request);
        return { workflows: await workflows.list(workspace.id, request.query.status) };
      },
    );

    app.get(
      '/api/watched-workflows/:id',
      { schema: { params: idParams, response: { 200: workflowSchema, ...errors } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        return workflows.get(workspace.id, request.params.id).catch((error: unknown) => answerWorkflowError(reply, error));
      },
    );

    app.post(
      '/api/watched-workflows',
      { schema: { body: workflowInputSchema, response: { 201: workflowSchema, ...errors } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        return reply.status(201).send(await workflows.create(workspace.id, request.body));
      },
    );

    app.put(
      '/api/watched-workflows/:id',
      { schema: { params: idParams, body: workflowInputSchema, response: { 200: workflowSchema, ...errors } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        return workflows
          .update(workspace.id, request.params.id, request.body)
          .catch((error: unknown) => answerWorkflowError(reply, error));
      },
    );

    app.delete(
      '/api/watched-workflows/:id',
      { schema: { params: idParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        try {
          await workflows.remove(workspace.id, request.params.id);
          return reply.status(204).send(null);
        } catch (error) {
          return answerWorkflowError(reply, error);
        }
      },
    );

    app.post(
      '/api/watched-workflows/execute',
      { schema: { body: executeWorkflowSchema, response: { 201: workflowRunSchema, ...errors } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        try {
          return reply.status(201).send(await workflows.execute(workspace.id, request.body));
        } catch (error) {
          return answerWorkflowError(reply, error);
        }
      },
    );

    app.get('/api/workflows/runs/active', { schema: { response: { 200: workflowRunListSchema } } }, async (request) => {
      const workspace = requireWorkspace(request);
      return { runs: await workflows.activeRuns(workspace.id) };
    });

    app.get(
      '/api/workflows/runs/recent',
      { schema: { querystring: recentRunsQuerySchema, response: { 200: workflowRunListSchema } } },
      async (request) => {
        const workspace = requireWorkspace(request);
        return { runs: await workflows.recentRuns(workspace.id, request.query.limit) };
      },
    );

    app.get(
      '/api/workflows/runs/latest/:workflowId',
      { schema: { params: workflowParams, response: { 200: workflowRunSchema, ...errors } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        return workflows
          .latestRun(workspace.id, request.params.workflowId)
          .catch((error: unknown) => answerWorkflowError(reply, error));
      },
    );

    app.get(
      '/api/workflows/runs/:runId',
      { schema: { params: runParams, response: { 200: workflowRunSchema, ...errors } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        return workflows.getRun(workspace.id, request.params.runId).catch((error: unknown) => answerWorkflowError(reply, error));
      },
    );

    app.post(
      '/api/workflows/runs/:runId/stop',
      { schema: { params: runParams, response: { 200: workflowRunSchema, ...errors } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        return workflows.stop(workspace.id, request.params.runId).catch((error: unknown) => answerWorkflowError(reply, error));
      },
    );
  };
}
