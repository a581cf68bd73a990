import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createChatProvider } from '../ai-chat/chat-provider.js';
import { type OpenAiStandIn, startOpenAiStandIn } from '../../test/openai-stand-in.js';
import { buildTestApp } from '../../test/test-app.js';
import { call, newWorkspace } from '../../test/workflow-helpers.js';
import { NO_PROVIDER_MESSAGE } from './plugins.routes.js';

let model: OpenAiStandIn;
beforeAll(async () => {
  model = await startOpenAiStandIn({ chunks: ['Hola ', 'mundo'] });
});
afterAll(async () => {
  await model.close();
});
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  model.behave({ status: 200 });
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function start(withProvider: boolean) {
  const provider = withProvider
    ? createChatProvider({ apiKey: 'sk-test', baseUrl: model.baseUrl, model: 'stand-in', transcribeModel: 'w', timeoutMs: 5000 })
    : null;
  const { app } = await buildTestApp({}, { chatProvider: provider });
  closers.push(() => app.close());
  return { app, cookie: await newWorkspace(app) };
}

describe('POST /api/plugins/complete', () => {
  it('answers the model reply to the filled prompt', async () => {
    const { app, cookie } = await start(true);
    const res = await call(app, cookie, 'POST', '/api/plugins/complete', { prompt: 'Translate to Spanish: Hei', system: 'Translator' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ content: 'Hola mundo' });
    expect(model.requests.at(-1)?.body.messages).toEqual([
      { role: 'system', content: 'Translator' },
      { role: 'user', content: 'Translate to Spanish: Hei' },
    ]);
  });

  it('answers 400 for an empty prompt, 503 without a provider and the provider error otherwise', async () => {
    const { app, cookie } = await start(true);
    const empty = await call(app, cookie, 'POST', '/api/plugins/complete', { prompt: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/body\.prompt: Prompt is required/);
    model.behave({ status: 500 });
    const failed = await call(app, cookie, 'POST', '/api/plugins/complete', { prompt: 'x' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/^AI provider error/);

    const none = await start(false);
    const missing = await call(none.app, none.cookie, 'POST', '/api/plugins/complete', { prompt: 'x' });
    expect(missing.statusCode).toBe(503);
    expect(missing.json()).toEqual({ message: NO_PROVIDER_MESSAGE });
  });
});
