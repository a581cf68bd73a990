import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.js';
import type { AiChatService } from '../ai-chat/ai-chat.service.js';
import { createApiKeyRepo } from './api-key.repo.js';
import { createApiKeyService } from './api-key.service.js';
import { externalApiRoutes } from './external-api.routes.js';
import { openAiDoorRoutes } from './openai-door.routes.js';

export interface ExternalApiOptions {
  db: Db;
  chat: AiChatService;
  clock: () => Date;
}

/** The API key, the external API under /api/ai-chat and the OpenAI-compatible door under /v1. */
export function externalApiPlugin({ db, chat, clock }: ExternalApiOptions): FastifyPluginAsync {
  const keys = createApiKeyService({ repo: createApiKeyRepo(db), clock });
  return async (app) => {
    app.decorateRequest('apiKey', null);
    await app.register(externalApiRoutes({ keys, chat }));
    await app.register(openAiDoorRoutes({ keys, chat, modelCreated: Math.floor(clock().getTime() / 1000) }), {
      prefix: '/v1',
    });
  };
}
