import { generateApiKeyResponseSchema } from '@nova/shared';
import type { FastifyInstance } from 'fastify';

/** A fresh key for the workspace of `cookie`. */
export async function generateKey(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/ai-chat/generate-api-key', headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`generate-api-key answered ${res.statusCode}: ${res.body}`);
  return generateApiKeyResponseSchema.parse(res.json()).apiKey;
}

export const postExternal = (app: FastifyInstance, apiKey: string | null, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/ai-chat/external',
    headers: apiKey === null ? {} : { 'x-api-key': apiKey },
    payload: body,
  });

export const getKeyed = (app: FastifyInstance, apiKey: string, url: string) =>
  app.inject({ method: 'GET', url, headers: { 'x-api-key': apiKey } });

/** A clock tests move by hand, starting mid-hour so a window never rolls over by accident. */
export function manualClock(start = '2025-03-14T10:30:00.000Z') {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set(at: string) {
      now = new Date(at);
    },
  };
}
