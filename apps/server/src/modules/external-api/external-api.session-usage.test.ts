import { usageSchema } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { chatHarnessPerTest, newWorkspace } from '../../test/ai-chat-harness.js';
import { generateKey, getKeyed, postExternal } from '../../test/external-api-helpers.js';
import { NO_API_KEY_MESSAGE } from './external-api.routes.js';

const harness = chatHarnessPerTest();

describe('GET /api/ai-chat/api-key/usage (session cookie)', () => {
  it('answers 404 without an active key, and the same counters as the keyed usage route with one', async () => {
    const h = await harness();
    const none = await h.app.inject({ method: 'GET', url: '/api/ai-chat/api-key/usage', headers: { cookie: h.cookie } });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: NO_API_KEY_MESSAGE });

    const apiKey = await generateKey(h.app, h.cookie);
    for (let i = 0; i < 2; i++) expect((await postExternal(h.app, apiKey, { message: `Hei ${i}` })).statusCode).toBe(200);

    const res = await h.app.inject({ method: 'GET', url: '/api/ai-chat/api-key/usage', headers: { cookie: h.cookie } });
    expect(res.statusCode).toBe(200);
    const usage = usageSchema.parse(res.json());
    expect(usage).toMatchObject({ requestsToday: 2, requestsThisMonth: 2, rateLimit: { limit: 100, remaining: 98 } });
    const keyed = usageSchema.parse((await getKeyed(h.app, apiKey, '/api/ai-chat/usage')).json());
    expect(keyed).toEqual(usage);

    // Reading usage through the session is not a metered request.
    const again = usageSchema.parse((await h.app.inject({ method: 'GET', url: '/api/ai-chat/api-key/usage', headers: { cookie: h.cookie } })).json());
    expect(again.rateLimit.remaining).toBe(98);

    const stranger = await newWorkspace(h.app);
    expect((await h.app.inject({ method: 'GET', url: '/api/ai-chat/api-key/usage', headers: { cookie: stranger } })).statusCode).toBe(404);

    await h.app.inject({ method: 'DELETE', url: '/api/ai-chat/api-key', headers: { cookie: h.cookie } });
    expect((await h.app.inject({ method: 'GET', url: '/api/ai-chat/api-key/usage', headers: { cookie: h.cookie } })).statusCode).toBe(404);
  });
});
