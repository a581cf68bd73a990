import { apiErrorSchema, pluginCompletionRequestSchema, pluginCompletionResponseSchema } from '@nova/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ChatProviderSource, ProviderError, type UpstreamMessage } from '../ai-chat/chat-provider.js';
import { requireWorkspace } from '../workspace-session/require-workspace.js';

export const NO_PROVIDER_MESSAGE = 'No AI provider is configured (OPENAI_API_KEY or a key under Settings)';

/**
 * Chat plugins (spec B §3, §4) fill their prompt in the browser with the page's content and send it
 * here; the answer is not stored in any chat session (the chat shows it as the plugin's result).
 */
export function pluginsRoutes(providers: ChatProviderSource): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/plugins/complete',
      {
        schema: {
          body: pluginCompletionRequestSchema,
          response: { 200: pluginCompletionResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 502: apiErrorSchema, 503: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const provider = await providers(requireWorkspace(request).id);
        if (!provider) return reply.status(503).send({ message: NO_PROVIDER_MESSAGE });
        const messages: UpstreamMessage[] = [];
        if (request.body.system) messages.push({ role: 'system', content: request.body.system });
        messages.push({ role: 'user', content: request.body.prompt });
        const controller = new AbortController();
        // The client went away before the answer: stop asking the model.
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) controller.abort();
        });
        try {
          return { content: await provider.complete(messages, controller.signal) };
        } catch (error) {
          if (error instanceof ProviderError) return reply.status(error.status).send({ message: error.message });
          throw error;
        }
      },
    );
  };
}
