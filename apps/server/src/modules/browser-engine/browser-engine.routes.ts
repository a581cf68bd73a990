import {
  apiErrorSchema,
  browserEngineContextSchema,
  browserEngineStatusSchema,
  browserTabListSchema,
  browserTabSchema,
  historyActionSchema,
  navigateRequestSchema,
  openTabRequestSchema,
  pageContentSchema,
  tabIdSchema,
} from '@nova/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BrowserEngine } from './browser-engine.js';
import { EngineError } from './engine-error.js';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 503: apiErrorSchema };
const tabParams = z.object({ tabId: tabIdSchema });
export const NO_PAGE_MESSAGE = 'Ingen nettside er åpen i nettleseren.';

function answerEngineError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof EngineError) return reply.status(error.status).send({ message: error.message });
  throw error;
}

/** REST face of the browser engine (issue #5), for the /browser page, workflows and tests. */
export function browserEngineRoutes(engine: BrowserEngine): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/browser-engine/status', { schema: { response: { 200: browserEngineStatusSchema } } }, async () => engine.status());

    app.get('/api/browser-engine/tabs', { schema: { response: { 200: browserTabListSchema } } }, async () => engine.listTabs());

    app.post(
      '/api/browser-engine/tabs',
      { schema: { body: openTabRequestSchema, response: { 201: browserTabSchema, ...errors } } },
      async (request, reply) => {
        try {
          return reply.status(201).send(await engine.openTab(request.body.url));
        } catch (error) {
          return answerEngineError(reply, error);
        }
      },
    );

    app.delete(
      '/api/browser-engine/tabs/:tabId',
      { schema: { params: tabParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        try {
          await engine.closeTab(request.params.tabId);
          return reply.status(204).send(null);
        } catch (error) {
          return answerEngineError(reply, error);
        }
      },
    );

    app.post(
      '/api/browser-engine/tabs/:tabId/activate',
      { schema: { params: tabParams, response: { 200: browserTabSchema, ...errors } } },
      async (request, reply) => {
        try {
          return await engine.activate(request.params.tabId);
        } catch (error) {
          return answerEngineError(reply, error);
        }
      },
    );

    app.post(
      '/api/browser-engine/tabs/:tabId/:action',
      { schema: { params: tabParams.extend({ action: historyActionSchema }), response: { 200: browserTabSchema, ...errors } } },
      async (request, reply) => {
        try {
          return await engine.history(request.params.tabId, request.params.action);
        } catch (error) {
          return answerEngineError(reply, error);
        }
      },
    );

    app.post(
      '/api/browser-engine/navigate',
      { schema: { body: navigateRequestSchema, response: { 200: browserTabSchema, ...errors } } },
      async (request, reply) => {
        try {
          return await engine.navigate(request.body.input, request.body.tabId);
        } catch (error) {
          return answerEngineError(reply, error);
        }
      },
    );

    app.get('/api/browser-engine/context', { schema: { response: { 200: browserEngineContextSchema } } }, async () => engine.context());

    app.get(
      '/api/browser-engine/content',
      { schema: { response: { 200: pageContentSchema, 404: apiErrorSchema } } },
      async (_request, reply) => {
        const content = await engine.content();
        if (!content) return reply.status(404).send({ message: NO_PAGE_MESSAGE });
        return content;
      },
    );
  };
}
