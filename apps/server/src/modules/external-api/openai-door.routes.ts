import { randomUUID } from 'node:crypto';
import { OPENAI_DOOR_MODEL_ID } from '@nova/shared';
import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeValidation } from '../../http/error-handler.js';
import type { AiChatService } from '../ai-chat/ai-chat.service.js';
import { openRawEventStream } from '../ai-chat/event-stream.js';
import { createApiKeyGate, type RefusalWriter, requireApiKey } from './api-key-gate.js';
import type { ApiKeyService } from './api-key.service.js';
import { ChatError, doorStatus } from './door-errors.js';
import {
  chatCompletionRequestSchema,
  chatCompletionSchema,
  modelListSchema,
  modelSchema,
  type OpenAiError,
  openAiErrorSchema,
  sessionIdFromUser,
  toUpstream,
} from './openai-door.schemas.js';

export interface OpenAiDoorOptions {
  keys: ApiKeyService;
  chat: AiChatService;
  /** Epoch seconds shown as the model's `created`. */
  modelCreated: number;
}

const ERROR_KINDS: Record<number, { type: string; code: string | null }> = {
  400: { type: 'invalid_request_error', code: null },
  401: { type: 'invalid_request_error', code: 'invalid_api_key' },
  404: { type: 'invalid_request_error', code: 'not_found' },
  413: { type: 'invalid_request_error', code: 'request_too_large' },
  429: { type: 'requests', code: 'rate_limit_exceeded' },
  502: { type: 'api_error', code: 'upstream_error' },
  503: { type: 'api_error', code: 'service_unavailable' },
};

/** OpenAI's error body for a status. */
export function openAiError(status: number, message: string, code?: string): OpenAiError {
  const kind = ERROR_KINDS[status] ?? (status >= 500 ? { type: 'server_error', code: null } : ERROR_KINDS[400]);
  return { error: { message, type: kind?.type ?? 'invalid_request_error', code: code ?? kind?.code ?? null } };
}

const sendError = (reply: FastifyReply, status: number, message: string, code?: string) =>
  reply.status(status).send(openAiError(status, message, code));

const refuse: RefusalWriter = (reply, refusal) => sendError(reply, refusal.status, refusal.message, refusal.reason);

const errors = {
  400: openAiErrorSchema,
  401: openAiErrorSchema,
  404: openAiErrorSchema,
  413: openAiErrorSchema,
  429: openAiErrorSchema,
  502: openAiErrorSchema,
  503: openAiErrorSchema,
};

const epochSeconds = () => Math.floor(Date.now() / 1000);

/**
 * An OpenAI-compatible door (register with prefix /v1): the same keys and limits as the external API,
 * answers and errors in OpenAI's shapes, so the openai SDK, LangChain or curl can use the assistant.
 */
export function openAiDoorRoutes({ keys, chat, modelCreated }: OpenAiDoorOptions): FastifyPluginAsyncZod {
  const gate = createApiKeyGate(keys, { acceptBearer: true, refuse });
  const model = { id: OPENAI_DOOR_MODEL_ID, object: 'model' as const, created: modelCreated, owned_by: 'nova-workspace' };

  return async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return sendError(reply, 400, describeValidation(error.validationContext, error.validation));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return sendError(reply, status, error.message);
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 500, 'Internal server error');
    });
    app.setNotFoundHandler((request, reply) =>
      sendError(reply, 404, `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}`),
    );

    app.get(
      '/models',
      { onRequest: gate.metered, schema: { response: { 200: modelListSchema, ...errors } } },
      async () => ({ object: 'list' as const, data: [model] }),
    );

    app.get(
      '/models/:model',
      {
        onRequest: gate.metered,
        schema: { params: z.object({ model: z.string() }), response: { 200: modelSchema, ...errors } },
      },
      async (request, reply) => {
        if (request.params.model !== model.id) {
          return sendError(reply, 404, `The model '${request.params.model}' does not exist`, 'model_not_found');
        }
        return model;
      },
    );

    app.post(
      '/chat/completions',
      {
        onRequest: gate.metered,
        schema: { body: chatCompletionRequestSchema, response: { 200: chatCompletionSchema, ...errors } },
      },
      async (request, reply) => {
        const key = requireApiKey(request);
        const sessionId = sessionIdFromUser(request.body.user);
        let prepared;
        try {
          prepared = await chat.prepareConversation(key.workspaceId, sessionId, toUpstream(request.body.messages));
        } catch (error) {
          if (!(error instanceof ChatError)) throw error;
          return sendError(reply, doorStatus(error), error.message);
        }

        if (!request.body.stream) {
          try {
            const { message } = await chat.complete(prepared);
            return {
              id: `chatcmpl-${message.id}`,
              object: 'chat.completion' as const,
              created: Math.floor(Date.parse(message.timestamp) / 1000),
              model: model.id,
              choices: [
                {
                  index: 0,
                  message: { role: 'assistant' as const, content: message.content, refusal: null },
                  finish_reason: 'stop' as const,
                  logprobs: null,
                },
              ],
            };
          } catch (error) {
            if (!(error instanceof ChatError)) throw error;
            request.log.warn({ status: error.status }, error.message);
            return sendError(reply, doorStatus(error), error.message);
          }
        }

        const id = `chatcmpl-${randomUUID()}`;
        const created = epochSeconds();
        const chunk = (delta: { role?: 'assistant'; content?: string }, finish: 'stop' | null) =>
          JSON.stringify({
            id,
            object: 'chat.completion.chunk',
            created,
            model: model.id,
            choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
          });
        const events = openRawEventStream(reply);
        try {
          await chat.stream(prepared, (event) => {
            if (event.type === 'user') events.sendData(chunk({ role: 'assistant', content: '' }, null));
            else if (event.type === 'delta') events.sendData(chunk({ content: event.text }, null));
            else if (event.type === 'done') {
              events.sendData(chunk({}, 'stop'));
              events.sendData('[DONE]');
            } else {
              request.log.warn({ status: event.status }, event.message);
              const status = event.status === 401 ? 502 : event.status;
              events.sendData(JSON.stringify(openAiError(status, event.message)));
            }
          });
        } catch (error) {
          request.log.error({ err: error }, 'chat completion stream failed');
          events.sendData(JSON.stringify(openAiError(500, 'Internal server error')));
        } finally {
          events.end();
        }
      },
    );
  };
}
