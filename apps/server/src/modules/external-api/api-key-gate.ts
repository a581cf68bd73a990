import { API_KEY_HEADER, RATE_LIMIT_HEADERS } from '@nova/shared';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ApiKeyRecord } from './api-key.repo.js';
import type { ApiKeyService, RateDecision } from './api-key.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: ApiKeyRecord | null;
  }
}

export const MISSING_KEY_MESSAGE = `An API key is required: send it in the X-API-Key header`;
export const INVALID_KEY_MESSAGE = 'Invalid or revoked API key';

export type GateRefusal =
  | { status: 401; reason: 'missing_api_key' | 'invalid_api_key'; message: string }
  | { status: 429; reason: 'rate_limit_exceeded'; message: string };

/** Writes a refusal in the door's own error shape. */
export type RefusalWriter = (reply: FastifyReply, refusal: GateRefusal) => FastifyReply;

export interface GateOptions {
  /** Also take `Authorization: Bearer <key>` (what OpenAI clients send). */
  acceptBearer: boolean;
  refuse: RefusalWriter;
}

function presentedKey(request: FastifyRequest, acceptBearer: boolean): string | undefined {
  const header = request.headers[API_KEY_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader?.trim()) return fromHeader.trim();
  if (!acceptBearer) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export function setRateLimitHeaders(reply: FastifyReply, standing: RateDecision): void {
  reply.header(RATE_LIMIT_HEADERS.limit, standing.limit);
  reply.header(RATE_LIMIT_HEADERS.remaining, standing.remaining);
  reply.header(RATE_LIMIT_HEADERS.reset, standing.resetAt);
}

/**
 * onRequest hooks for routes opened by an API key: `metered` counts the request against the key's
 * hourly limit (429 past it), `unmetered` only identifies the key. Both set `request.apiKey`.
 * They run before the body is read, so a bad key is refused before anything else is looked at.
 */
export function createApiKeyGate(keys: ApiKeyService, { acceptBearer, refuse }: GateOptions) {
  /** The request's key, or null once the 401 is sent. */
  async function identify(request: FastifyRequest, reply: FastifyReply): Promise<ApiKeyRecord | null> {
    const presented = presentedKey(request, acceptBearer);
    if (!presented) {
      refuse(reply, { status: 401, reason: 'missing_api_key', message: MISSING_KEY_MESSAGE });
      return null;
    }
    const key = await keys.authenticate(presented);
    if (!key) {
      refuse(reply, { status: 401, reason: 'invalid_api_key', message: INVALID_KEY_MESSAGE });
      return null;
    }
    request.apiKey = key;
    return key;
  }

  const metered: onRequestAsyncHookHandler = async (request, reply) => {
    const key = await identify(request, reply);
    if (!key) return reply;
    const standing = await keys.consume(key);
    setRateLimitHeaders(reply, standing);
    if (standing.allowed) return;
    reply.header(RATE_LIMIT_HEADERS.retryAfter, standing.retryAfter);
    return refuse(reply, {
      status: 429,
      reason: 'rate_limit_exceeded',
      message: `Rate limit exceeded: ${standing.limit} requests per hour; try again in ${standing.retryAfter} seconds`,
    });
  };

  const unmetered: onRequestAsyncHookHandler = async (request, reply) => {
    const key = await identify(request, reply);
    if (!key) return reply;
  };

  /** Headers with the key's standing, for unmetered routes that still report it. */
  const report: onRequestAsyncHookHandler = async (request, reply) => {
    const key = await identify(request, reply);
    if (!key) return reply;
    setRateLimitHeaders(reply, await keys.peek(key));
  };

  return { metered, unmetered, report };
}

export function requireApiKey(request: FastifyRequest): ApiKeyRecord {
  if (!request.apiKey) throw new Error('API key missing: the key gate did not run for this route');
  return request.apiKey;
}
