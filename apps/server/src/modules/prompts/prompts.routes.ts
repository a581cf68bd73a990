import {
  apiErrorSchema,
  createPromptSchema,
  promptCategoryListSchema,
  promptFavoriteSchema,
  promptIdSchema,
  promptInputSchema,
  promptListSchema,
  promptSchema,
  promptUsageSchema,
} from '@nova/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireWorkspace } from '../workspace-session/require-workspace.js';
import { PromptError, type PromptsService } from './prompts.service.js';

const idParams = z.object({ id: promptIdSchema });
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

function answerPromptError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof PromptError) return reply.status(error.status).send({ message: error.message });
  throw error;
}

/** The prompt library (spec B §3–§8): the shared built-ins plus each workspace's own prompts, favorites and usage. */
export function promptsRoutes(prompts: PromptsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/prompts', { schema: { response: { 200: promptListSchema } } }, async (request) => {
      const workspace = requireWorkspace(request);
      return { prompts: await prompts.list(workspace.id) };
    });

    app.get('/api/prompts/categories', { schema: { response: { 200: promptCategoryListSchema } } }, async (request) => {
      const workspace = requireWorkspace(request);
      return { categories: await prompts.categories(workspace.id) };
    });

    app.get('/api/prompts/popular', { schema: { response: { 200: promptListSchema } } }, async (request) => {
      const workspace = requireWorkspace(request);
      return { prompts: await prompts.popular(workspace.id) };
    });

    app.post(
      '/api/prompts',
      { schema: { body: createPromptSchema, response: { 201: promptSchema, ...errors } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        try {
          return reply.status(201).send(await prompts.create(workspace.id, request.body));
        } catch (error) {
          return answerPromptError(reply, error);
        }
      },
    );

    app.put(
      '/api/prompts/:id',
      { schema: { params: idParams, body: promptInputSchema, response: { 200: promptSchema, ...errors } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        try {
          return await prompts.update(workspace.id, request.params.id, request.body);
        } catch (error) {
          return answerPromptError(reply, error);
        }
      },
    );

    app.delete(
      '/api/prompts/:id',
      { schema: { params: idParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        try {
          await prompts.remove(workspace.id, request.params.id);
          return reply.status(204).send(null);
        } catch (error) {
          return answerPromptError(reply, error);
        }
      },
    );

    app.post(
      '/api/prompts/:id/favorite',
      { schema: { params: idParams, response: { 200: promptFavoriteSchema, ...errors } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        try {
          return await prompts.toggleFavorite(workspace.id, request.params.id);
        } catch (error) {
          return answerPromptError(reply, error);
        }
      },
    );

    app.post(
      '/api/prompts/:id/usage',
      { schema: { params: idParams, response: { 200: promptUsageSchema, ...errors } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        try {
          return await prompts.recordUsage(workspace.id, request.params.id);
        } catch (error) {
          return answerPromptError(reply, error);
        }
      },
    );
  };
}
