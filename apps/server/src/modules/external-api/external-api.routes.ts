import {
  apiErrorSchema,
  apiKeyStatusSchema,
  externalHistorySchema,
  externalMessageRequestSchema,
  externalMessageResponseSchema,
  externalSessionHistorySchema,
  generateApiKeyResponseSchema,
  sessionIdSchema,
  usageSchema,
} from '@nova/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AiChatService } from '../ai-chat/ai-chat.service.js';
import { requireWorkspace } from '../workspace-session/require-workspace.js';
import { createApiKeyGate, type RefusalWriter, requireApiKey } from './api-key-gate.js';
import type { ApiKeyService } from './api-key.service.js';
import { ChatError, doorStatus } from './door-errors.js';

export interface ExternalApiRoutesOptions {
  keys: ApiKeyService;
  chat: AiChatService;
}

/** Spec B §8's wording for a usage request without a key. */
export const NO_API_KEY_MESSAGE = 'No API key available';

const refuse: RefusalWriter = (reply, refusal) => reply.status(refusal.status).send({ message: refusal.message });

const keyed = { session: 'none' } as const;
const keyErrors = { 401: apiErrorSchema, 429: apiErrorSchema };

/** Spec B §2, §6, §7: the API key (managed with the session cookie) and the routes it opens. */
export function externalApiRoutes({ keys, chat }: ExternalApiRoutesOptions): FastifyPluginAsyncZod {
  const gate = createApiKeyGate(keys, { acceptBearer: false, refuse });

  return async (app) => {
    app.post(
      '/api/ai-chat/generate-api-key',
      { config: { session: 'existing' }, schema: { response: { 200: generateApiKeyResponseSchema, 401: apiErrorSchema } } },
      async (request) => keys.generate(requireWorkspace(request).id),
    );

    app.get('/api/ai-chat/api-key', { schema: { response: { 200: apiKeyStatusSchema } } }, async (request) =>
      keys.status(requireWorkspace(request).id),
    );

    app.get(
      '/api/ai-chat/api-key/usage',
      { schema: { response: { 200: usageSchema, 404: apiErrorSchema } } },
      async (request, reply) => {
        const usage = await keys.usageForWorkspace(requireWorkspace(request).id);
        return usage ?? reply.status(404).send({ message: NO_API_KEY_MESSAGE });
      },
    );

    app.delete(
      '/api/ai-chat/api-key',
      { config: { session: 'existing' }, schema: { response: { 200: apiKeyStatusSchema, 401: apiErrorSchema } } },
      async (request) => keys.revokeForWorkspace(requireWorkspace(request).id),
    );

    app.post(
      '/api/ai-chat/revoke-api-key',
      { config: keyed, onRequest: gate.unmetered, schema: { response: { 200: apiKeyStatusSchema, 401: apiErrorSchema } } },
      async (request) => keys.revoke(requireApiKey(request)),
    );

    app.post(
      '/api/ai-chat/external',
      {
        config: keyed,
        onRequest: gate.metered,
        schema: {
          body: externalMessageRequestSchema,
          response: {
            200: externalMessageResponseSchema,
            ...keyErrors,
            400: apiErrorSchema,
            413: apiErrorSchema,
            502: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const key = requireApiKey(request);
        try {
          const prepared = await chat.prepare(key.workspaceId, request.body, request.log);
          const { message } = await chat.complete(prepared);
          return { message: message.content, sessionId: message.sessionId, messageId: message.id, timestamp: message.timestamp };
        } catch (error) {
          if (!(error instanceof ChatError)) throw error;
          if (error.status >= 500) request.log.warn({ status: error.status }, error.message);
          return reply.status(doorStatus(error)).send({ message: error.message });
        }
      },
    );

    app.get(
      '/api/ai-chat/history',
      { config: keyed, onRequest: gate.metered, schema: { response: { 200: externalHistorySchema, ...keyErrors } } },
      async (request) => ({ sessions: await chat.listSessions(requireApiKey(request).workspaceId) }),
    );

    app.get(
      '/api/ai-chat/history/:sessionId',
      {
        config: keyed,
        onRequest: gate.metered,
        schema: {
          params: z.object({ sessionId: sessionIdSchema }),
          response: { 200: externalSessionHistorySchema, ...keyErrors, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const key = requireApiKey(request);
        try {
          return await chat.getSession(key.workspaceId, request.params.sessionId, key.workspaceCreatedAt);
        } catch (error) {
          if (!(error instanceof ChatError)) throw error;
          return reply.status(error.status).send({ message: error.message });
        }
      },
    );

    app.get(
      '/api/ai-chat/usage',
      { config: keyed, onRequest: gate.report, schema: { response: { 200: usageSchema, 401: apiErrorSchema } } },
      async (request) => keys.usage(requireApiKey(request)),
    );
  };
}
