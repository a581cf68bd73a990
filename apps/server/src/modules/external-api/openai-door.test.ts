import type { AddressInfo } from 'node:net';
import { chatSessionDetailSchema, OPENAI_DOOR_MODEL_ID } from '@nova/shared';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { chatHarnessPerTest, getSession, type ChatHarness } from '../../test/ai-chat-harness.js';
import { generateKey, manualClock } from '../../test/external-api-helpers.js';
import { DEFAULT_REPLY_CHUNKS } from '../../test/openai-stand-in.js';
import { CHAT_SYSTEM_PROMPT } from '../ai-chat/chat-prompt.js';

const harness = chatHarnessPerTest();
const REPLY = DEFAULT_REPLY_CHUNKS.join('');

/** The app listening on 127.0.0.1:0 and an official openai client pointed at its /v1. */
async function listeningClient(h: ChatHarness, apiKey: string): Promise<OpenAI> {
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = h.app.server.address() as AddressInfo;
  return new OpenAI({ apiKey, baseURL: `http://127.0.0.1:${port}/v1`, maxRetries: 0 });
}

const completion = (h: ChatHarness, headers: Record<string, string>, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: '/v1/chat/completions', headers, payload });

describe('OpenAI-compatible door (/v1)', () => {
  it('answers the official openai client, streaming and not, and stores the exchange', async () => {
    const h = await harness();
    const apiKey = await generateKey(h.app, h.cookie);
    const client = await listeningClient(h, apiKey);

    const models = await client.models.list();
    expect(models.data).toEqual([
      { id: OPENAI_DOOR_MODEL_ID, object: 'model', created: expect.any(Number), owned_by: 'nova-workspace' },
    ]);

    const answer = await client.chat.completions.create({
      model: OPENAI_DOOR_MODEL_ID,
      messages: [
        { role: 'system', content: 'Svar kort.' },
        { role: 'user', content: 'Første spørsmål' },
        { role: 'assistant', content: 'Første svar' },
        { role: 'user', content: 'Hva er Nova?' },
      ],
    });
    expect(answer.object).toBe('chat.completion');
    expect(answer.choices[0]?.message).toMatchObject({ role: 'assistant', content: REPLY });
    expect(answer.choices[0]?.finish_reason).toBe('stop');
    expect(h.standIn.requests[0]?.body.messages).toEqual([
      { role: 'system', content: CHAT_SYSTEM_PROMPT },
      { role: 'system', content: 'Svar kort.' },
      { role: 'user', content: 'Første spørsmål' },
      { role: 'assistant', content: 'Første svar' },
      { role: 'user', content: 'Hva er Nova?' },
    ]);

    const stream = await client.chat.completions.create({
      model: OPENAI_DOOR_MODEL_ID,
      messages: [{ role: 'user', content: [{ type: 'text', text: 'Strøm, takk' }] }],
      stream: true,
    });
    const pieces: string[] = [];
    const finishes: Array<string | null | undefined> = [];
    for await (const chunk of stream) {
      expect(chunk.object).toBe('chat.completion.chunk');
      pieces.push(chunk.choices[0]?.delta.content ?? '');
      finishes.push(chunk.choices[0]?.finish_reason);
    }
    expect(pieces.join('')).toBe(REPLY);
    expect(finishes.at(-1)).toBe('stop');
    expect(h.standIn.requests[1]?.body.stream).toBe(true);

    const stored = chatSessionDetailSchema.parse((await getSession(h.app, h.cookie, 'api')).json());
    expect(stored.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Hva er Nova?'],
      ['assistant', REPLY],
      ['user', 'Strøm, takk'],
      ['assistant', REPLY],
    ]);
  });

  it('turns errors into OpenAI errors the client raises', async () => {
    const h = await harness();
    const apiKey = await generateKey(h.app, h.cookie);
    const client = await listeningClient(h, `${apiKey}x`);
    const refused = await client.models.list().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(refused).toMatchObject({ status: 401, code: 'invalid_api_key', type: 'invalid_request_error' });

    h.standIn.behave({ failAfterChunks: 2 });
    const good = new OpenAI({ apiKey, baseURL: client.baseURL, maxRetries: 0 });
    const stream = await good.chat.completions.create({
      model: OPENAI_DOOR_MODEL_ID,
      messages: [{ role: 'user', content: 'Hei' }],
      stream: true,
    });
    const drained = (async () => {
      for await (const chunk of stream) expect(chunk.object).toBe('chat.completion.chunk');
    })();
    await expect(drained).rejects.toThrow(/AI provider error/);
  });

  it('takes the key as a Bearer token or X-API-Key, and answers in the raw SSE format', async () => {
    const h = await harness();
    const apiKey = await generateKey(h.app, h.cookie);
    const body = { model: 'any-model', messages: [{ role: 'user', content: 'Hei' }], stream: true, user: 'ola nordmann!' };
    const res = await completion(h, { authorization: `Bearer ${apiKey}` }, body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['x-ratelimit-remaining']).toBe('99');
    const events = res.body.split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    expect(JSON.parse(events[0]?.slice('data: '.length) ?? '')).toMatchObject({
      object: 'chat.completion.chunk',
      model: OPENAI_DOOR_MODEL_ID,
      choices: [{ index: 0, delta: { role: 'assistant' } }],
    });
    expect((await getSession(h.app, h.cookie, 'ola-nordmann-')).json().messages).toHaveLength(2);

    const viaHeader = await completion(h, { 'x-api-key': apiKey }, { ...body, stream: false, user: undefined });
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.json()).toMatchObject({ object: 'chat.completion', model: OPENAI_DOOR_MODEL_ID });
    expect(viaHeader.headers['set-cookie']).toBeUndefined();
  });

  it('answers bad requests, limits and provider failures as {error: {message, type, code}}', async () => {
    const h = await harness({ clock: manualClock().now });
    const apiKey = await generateKey(h.app, h.cookie);
    const auth = { authorization: `Bearer ${apiKey}` };

    const missing = await completion(h, {}, { model: 'm', messages: [{ role: 'user', content: 'Hei' }] });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ error: { type: 'invalid_request_error', code: 'missing_api_key' } });

    const invalid = await completion(h, auth, { messages: [] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatchObject({ type: 'invalid_request_error', code: null });
    expect(invalid.json().error.message).toMatch(/^Invalid request: body\.model/);

    const noUser = await completion(h, auth, { model: 'm', messages: [{ role: 'system', content: 'Hei' }] });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().error.message).toBe('The conversation needs at least one user message');

    const tooLong = await completion(h, auth, { model: 'm', messages: [{ role: 'user', content: 'x'.repeat(16_001) }] });
    expect(tooLong.statusCode).toBe(413);

    const unknownModel = await h.app.inject({ method: 'GET', url: '/v1/models/gpt-5', headers: auth });
    expect(unknownModel.statusCode).toBe(404);
    expect(unknownModel.json().error.code).toBe('model_not_found');
    const unknownPath = await h.app.inject({ method: 'GET', url: '/v1/embeddings', headers: auth });
    expect(unknownPath.statusCode).toBe(404);
    expect(unknownPath.json().error.type).toBe('invalid_request_error');

    h.standIn.behave({ status: 500 });
    const upstream = await completion(h, auth, { model: 'm', messages: [{ role: 'user', content: 'Hei' }] });
    expect(upstream.statusCode).toBe(502);
    expect(upstream.json().error).toMatchObject({ type: 'api_error', code: 'upstream_error' });

    // Every request with a valid key counted so far, the refused ones too (a 404 path has no key check).
    expect(upstream.headers['x-ratelimit-remaining']).toBe('95');
    for (let i = 0; i < 95; i += 1) await h.app.inject({ method: 'GET', url: '/v1/models', headers: auth });
    const over = await completion(h, auth, { model: 'm', messages: [{ role: 'user', content: 'Hei' }] });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.json().error).toMatchObject({ type: 'requests', code: 'rate_limit_exceeded' });
  });

  it('answers 503 in OpenAI form when no provider is configured', async () => {
    const h = await harness({ ai: { apiKey: null } });
    const apiKey = await generateKey(h.app, h.cookie);
    const res = await completion(h, { authorization: `Bearer ${apiKey}` }, {
      model: 'm',
      messages: [{ role: 'user', content: 'Hei' }],
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({ code: 'service_unavailable' });
  });
});
