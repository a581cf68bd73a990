import {
  apiErrorSchema,
  trainVoiceCommandRequestSchema,
  trainVoiceCommandResponseSchema,
  updateVoiceSettingsSchema,
  voiceCommandListSchema,
  voiceCommandLogSchema,
  voiceHistoryQuerySchema,
  voiceHistorySchema,
  voiceProfileSchema,
} from '@nova/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/schema.js';
import { requireWorkspace } from '../workspace-session/require-workspace.js';
import { createVoiceRepo } from './voice.repo.js';
import { createVoiceService, VoiceError } from './voice.service.js';

function answerVoiceError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof VoiceError) return reply.status(error.status).send({ message: error.message });
  throw error;
}

/** The voice assistant's profile, custom commands and execution log (spec A §7), per workspace. */
export function voiceRoutes(db: Db): FastifyPluginAsyncZod {
  const voice = createVoiceService(createVoiceRepo(db));
  return async (app) => {
    app.get('/api/voice/profile', { schema: { response: { 200: voiceProfileSchema } } }, async (request) => {
      return voice.profile(requireWorkspace(request).id);
    });

    app.get(
      '/api/voice/history',
      { schema: { querystring: voiceHistoryQuerySchema, response: { 200: voiceHistorySchema } } },
      async (request) => ({ entries: await voice.history(requireWorkspace(request).id, request.query.limit) }),
    );

    app.put(
      '/api/voice/settings',
      { schema: { body: updateVoiceSettingsSchema, response: { 200: voiceProfileSchema } } },
      async (request) => voice.updateSettings(requireWorkspace(request).id, request.body),
    );

    app.get('/api/voice/commands', { schema: { response: { 200: voiceCommandListSchema } } }, async (request) => {
      return { commands: await voice.listCommands(requireWorkspace(request).id) };
    });

    app.post(
      '/api/voice/train',
      { schema: { body: trainVoiceCommandRequestSchema, response: { 201: trainVoiceCommandResponseSchema, 409: apiErrorSchema } } },
      async (request, reply) => {
        try {
          const command = await voice.train(requireWorkspace(request).id, request.body.command);
          return reply.status(201).send({ command });
        } catch (error) {
          return answerVoiceError(reply, error);
        }
      },
    );

    app.delete(
      '/api/voice/commands/:id',
      { schema: { params: z.object({ id: z.string().min(1).max(100) }), response: { 204: z.null(), 404: apiErrorSchema } } },
      async (request, reply) => {
        try {
          await voice.deleteCommand(requireWorkspace(request).id, request.params.id);
          return reply.status(204).send(null);
        } catch (error) {
          return answerVoiceError(reply, error);
        }
      },
    );

    app.post(
      '/api/voice/command',
      { schema: { body: voiceCommandLogSchema, response: { 202: z.object({ logged: z.literal(true) }) } } },
      async (request, reply) => {
        await voice.logExecution(requireWorkspace(request).id, request.body);
        return reply.status(202).send({ logged: true as const });
      },
    );
  };
}
