import {
  apiErrorSchema,
  chatMessageSchema,
  chatSessionDetailSchema,
  chatSessionListSchema,
  chatSessionSchema,
  renameSessionSchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
  sessionIdSchema,
  setReactionSchema,
  SPEECH_AUDIO_MAX_BYTES,
  speechToTextRequestSchema,
  speechToTextResponseSchema,
} from '@nova/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireWorkspace } from '../workspace-session/require-workspace.js';
import { type AiChatService, ChatError } from './ai-chat.service.js';
import { openEventStream } from './event-stream.js';
import type { SpeechToTextService } from './speech-to-text.js';

const sessionParams = z.object({ sessionId: sessionIdSchema });
const messageParams = sessionParams.extend({ messageId: z.string().min(1).max(100) });

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};

/** Answers a ChatError with its status and message; anything else goes to the error handler. */
function answerChatError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof ChatError) return reply.status(error.status).send({ message: error.message });
  throw error;
}

/** The AI chat (spec B §3, §4, §7, §8): sessions and messages per workspace, replies from the provider. */
export function aiChatRoutes(chat: AiChatService, speech: SpeechToTextService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/ai-chat/speech-to-text',
      {
        // Base64 grows the audio by a third; the decoded size is checked against the limit itself.
        bodyLimit: Math.ceil((SPEECH_AUDIO_MAX_BYTES * 4) / 3) + 64 * 1024,
        schema: { body: speechToTextRequestSchema, response: { 200: speechToTextResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const workspaceId = requireWorkspace(request).id;
        try {
          return { text: await speech.transcribe(workspaceId, request.body.audio, request.body.mimeType) };
        } catch (error) {
          if (error instanceof ChatError && error.status >= 500) request.log.warn({ status: error.status }, error.message);
          return answerChatError(reply, error);
        }
      },
    );

    app.post(
      '/api/ai-chat/message',
      { schema: { body: sendMessageRequestSchema, response: { 200: sendMessageResponseSchema, ...errors } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        try {
          const prepared = await chat.prepare(workspace.id, request.body, request.log);
          return await chat.complete(prepared);
        } catch (error) {
          if (error instanceof ChatError && error.status >= 500) {
            request.log.warn({ status: error.status }, error.message);
          }
          return answerChatError(reply, error);
        }
      },
    );

    app.post(
      '/api/ai-chat/message/stream',
      { schema: { body: sendMessageRequestSchema, response: errors } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        let prepared;
        try {
          prepared = await chat.prepare(workspace.id, request.body, request.log);
        } catch (error) {
          return answerChatError(reply, error);
        }
        const events = openEventStream(reply);
        try {
          await chat.stream(prepared, (event) => {
            if (event.type === 'error') request.log.warn({ status: event.status }, event.message);
            events.send(event);
          });
        } catch (error) {
          request.log.error({ err: error }, 'chat stream failed');
          events.send({ type: 'error', status: 500, message: 'Internal server error' });
        } finally {
          events.end();
        }
      },
    );

    app.get('/api/ai-chat/sessions', { schema: { response: { 200: chatSessionListSchema } } }, async (request) => {
      const workspace = requireWorkspace(request);
      return { sessions: await chat.listSessions(workspace.id) };
    });

    app.get(
      '/api/ai-chat/sessions/:sessionId',
      { schema: { params: sessionParams, response: { 200: chatSessionDetailSchema, 404: apiErrorSchema } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        try {
          return await chat.getSession(workspace.id, request.params.sessionId, workspace.createdAt);
        } catch (error) {
          return answerChatError(reply, error);
        }
      },
    );

    app.patch(
      '/api/ai-chat/sessions/:sessionId',
      {
        schema: {
          params: sessionParams,
          body: renameSessionSchema,
          response: { 200: chatSessionSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        try {
          return await chat.renameSession(workspace.id, request.params.sessionId, request.body.name);
        } catch (error) {
          return answerChatError(reply, error);
        }
      },
    );

    app.delete(
      '/api/ai-chat/sessions/:sessionId/messages',
      { schema: { params: sessionParams, response: { 204: z.null(), 404: apiErrorSchema } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        try {
          await chat.clearMessages(workspace.id, request.params.sessionId);
          return reply.status(204).send(null);
        } catch (error) {
          return answerChatError(reply, error);
        }
      },
    );

    app.delete(
      '/api/ai-chat/sessions/:sessionId/messages/:messageId',
      { schema: { params: messageParams, response: { 204: z.null(), 404: apiErrorSchema } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        const { sessionId, messageId } = request.params;
        try {
          await chat.deleteMessage(workspace.id, sessionId, messageId);
          return reply.status(204).send(null);
        } catch (error) {
          return answerChatError(reply, error);
        }
      },
    );

    app.put(
      '/api/ai-chat/sessions/:sessionId/messages/:messageId/reaction',
      {
        schema: {
          params: messageParams,
          body: setReactionSchema,
          response: { 200: chatMessageSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        const { sessionId, messageId } = request.params;
        try {
          return await chat.setReaction(workspace.id, sessionId, messageId, request.body.reaction);
        } catch (error) {
          return answerChatError(reply, error);
        }
      },
    );
  };
}
