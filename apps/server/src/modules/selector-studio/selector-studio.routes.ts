import {
  apiErrorSchema,
  evaluateSelectorRequestSchema,
  savedSelectorIdSchema,
  savedSelectorInputSchema,
  savedSelectorListSchema,
  savedSelectorSchema,
  savedSelectorUpdateSchema,
  selectorEvaluationSchema,
  selectorSuggestionSchema,
  suggestSelectorRequestSchema,
} from '@nova/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EngineError } from '../browser-engine/engine-error.js';
import { requireWorkspace } from '../workspace-session/require-workspace.js';
import { SelectorStudioError, type SelectorStudioService } from './selector-studio.service.js';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 503: apiErrorSchema };
const idParams = z.object({ id: savedSelectorIdSchema });

function answerError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof SelectorStudioError || error instanceof EngineError) {
    return reply.status(error.status).send({ message: error.message });
  }
  throw error;
}

/**
 * Selector Studio (issue #12): try a selector in the browser engine's active tab (the engine is
 * shared, like /browser), suggest one for a picked element, and the workspace's saved selectors.
 */
export function selectorStudioRoutes(studio: SelectorStudioService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/selector-studio/evaluate',
      { schema: { body: evaluateSelectorRequestSchema, response: { 200: selectorEvaluationSchema, ...errors } } },
      async (request, reply) => {
        requireWorkspace(request);
        try {
          return await studio.evaluate(request.body.selector, request.body.highlight);
        } catch (error) {
          return answerError(reply, error);
        }
      },
    );

    app.delete('/api/selector-studio/highlight', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
      requireWorkspace(request);
      await studio.clearHighlight();
      return reply.status(204).send(null);
    });

    app.post(
      '/api/selector-studio/suggest',
      { schema: { body: suggestSelectorRequestSchema, response: { 200: selectorSuggestionSchema, ...errors } } },
      async (request, reply) => {
        requireWorkspace(request);
        try {
          return await studio.suggest(request.body);
        } catch (error) {
          return answerError(reply, error);
        }
      },
    );

    app.get('/api/selector-studio/selectors', { schema: { response: { 200: savedSelectorListSchema } } }, async (request) => ({
      selectors: await studio.list(requireWorkspace(request).id),
    }));

    app.post(
      '/api/selector-studio/selectors',
      { schema: { body: savedSelectorInputSchema, response: { 201: savedSelectorSchema, ...errors } } },
      async (request, reply) => {
        try {
          return reply.status(201).send(await studio.create(requireWorkspace(request).id, request.body));
        } catch (error) {
          return answerError(reply, error);
        }
      },
    );

    app.patch(
      '/api/selector-studio/selectors/:id',
      { schema: { params: idParams, body: savedSelectorUpdateSchema, response: { 200: savedSelectorSchema, ...errors } } },
      async (request, reply) => {
        try {
          return await studio.update(requireWorkspace(request).id, request.params.id, request.body);
        } catch (error) {
          return answerError(reply, error);
        }
      },
    );

    app.delete(
      '/api/selector-studio/selectors/:id',
      { schema: { params: idParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        try {
          await studio.remove(requireWorkspace(request).id, request.params.id);
          return reply.status(204).send(null);
        } catch (error) {
          return answerError(reply, error);
        }
      },
    );
  };
}
