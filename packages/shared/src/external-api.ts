import { z } from 'zod';
import { chatSessionDetailSchema, chatSessionListSchema, sendMessageRequestSchema } from './chat.js';

/** Spec B §9: requests per API key per clock hour (UTC). */
export const API_RATE_LIMIT_PER_HOUR = 100;
export const API_RATE_LIMIT_WINDOW_SECONDS = 3_600;
/** Spec B §6: the header that carries the API key (HTTP header names are case-insensitive). */
export const API_KEY_HEADER = 'x-api-key';
/** Every key starts with this, so it is recognisable in logs and secret scanners. */
export const API_KEY_PREFIX = 'nova_';
/** Characters of the key kept (and shown) to tell keys apart; the rest is never stored. */
export const API_KEY_DISPLAY_CHARS = 12;

/** Headers on every answer to a request with a valid key; Retry-After only on 429. */
export const RATE_LIMIT_HEADERS = {
  limit: 'x-ratelimit-limit',
  remaining: 'x-ratelimit-remaining',
  /** Epoch seconds when the current window ends. */
  reset: 'x-ratelimit-reset',
  retryAfter: 'retry-after',
} as const;

/** The OpenAI-compatible door: the one model it lists, and the session it stores into by default. */
export const OPENAI_DOOR_MODEL_ID = 'nova-workspace';
export const OPENAI_DOOR_SESSION_ID = 'api';

/** POST /api/ai-chat/generate-api-key: the key is shown this once; only its prefix is kept readable. */
export const generateApiKeyResponseSchema = z.object({ apiKey: z.string(), prefix: z.string() });
export type GenerateApiKeyResponse = z.infer<typeof generateApiKeyResponseSchema>;

/** GET /api/ai-chat/api-key and the answer to revoking: never the key itself. */
export const apiKeyStatusSchema = z.object({
  active: z.boolean(),
  prefix: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>;

/** POST /api/ai-chat/external: the panel chat's request, `sessionId` defaulting to "default". */
export const externalMessageRequestSchema = sendMessageRequestSchema;
export type ExternalMessageRequest = z.input<typeof externalMessageRequestSchema>;

/** Spec B §3 "External API message response": `message` is the reply's text. */
export const externalMessageResponseSchema = z.object({
  message: z.string(),
  sessionId: z.string(),
  messageId: z.string(),
  timestamp: z.string(),
});
export type ExternalMessageResponse = z.infer<typeof externalMessageResponseSchema>;

export const rateLimitSchema = z.object({
  limit: z.number().int(),
  remaining: z.number().int(),
  /** ISO time the current window ends. */
  resetAt: z.string(),
});

/** Spec B §3 "Usage": counted per key, days and months in UTC. */
export const usageSchema = z.object({
  requestsToday: z.number().int(),
  requestsThisMonth: z.number().int(),
  rateLimit: rateLimitSchema,
});
export type Usage = z.infer<typeof usageSchema>;

export const externalHistorySchema = chatSessionListSchema;
export const externalSessionHistorySchema = chatSessionDetailSchema;
