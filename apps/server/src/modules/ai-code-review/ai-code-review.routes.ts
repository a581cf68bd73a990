import {
  apiErrorSchema,
  autoFixRequestSchema,
  autoFixResponseSchema,
  reviewPreferencesSchema,
  reviewRequestSchema,
  reviewResponseSchema,
  userIdSchema,
} from '@nova/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireWorkspace } from '../workspace-session/require-workspace.js';
import { CodeReviewError, type CodeReviewService } from './ai-code-review.service.js';

const userParams = z.object({ userId: userIdSchema });
const errors = { 400: apiErrorSchema, 413: apiErrorSchema, 503: apiErrorSchema };
/** Code up to CODE_REVIEW_MAX_CHARS plus the issues sent back for auto-fix fit well within this. */
const BODY_LIMIT_BYTES = 4 * 1024 * 1024;

function answerReviewError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof CodeReviewError) return reply.status(error.status).send({ message: error.message });
  throw error;
}

/** AI code review (spec B §3, §4, §7): review, auto-fix and per-user preferences. */
export function aiCodeReviewRoutes(service: CodeReviewService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/ai-code-review/review',
      { bodyLimit: BODY_LIMIT_BYTES, schema: { body: reviewRequestSchema, response: { 200: reviewResponseSchema, ...errors } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        try {
          const review = await service.review(workspace.id, request.body);
          return { success: true as const, review };
        } catch (error) {
          return answerReviewError(reply, error);
        }
      },
    );

    app.post(
      '/api/ai-code-review/auto-fix',
      { bodyLimit: BODY_LIMIT_BYTES, schema: { body: autoFixRequestSchema, response: { 200: autoFixResponseSchema, ...errors } } },
      async (request, reply) => {
        requireWorkspace(request);
        try {
          return await service.autoFix(request.body);
        } catch (error) {
          return answerReviewError(reply, error);
        }
      },
    );

    app.get(
      '/api/ai-code-review/preferences/:userId',
      { schema: { params: userParams, response: { 200: reviewPreferencesSchema } } },
      async (request) => {
        const workspace = requireWorkspace(request);
        return service.getPreferences(workspace.id, request.params.userId);
      },
    );

    app.post(
      '/api/ai-code-review/preferences/:userId',
      { schema: { params: userParams, body: reviewPreferencesSchema, response: { 200: reviewPreferencesSchema } } },
      async (request) => {
        const workspace = requireWorkspace(request);
        return service.savePreferences(workspace.id, request.params.userId, request.body);
      },
    );
  };
}
