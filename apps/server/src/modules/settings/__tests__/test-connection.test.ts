import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAiStandIn, startOpenAiStandIn } from '../../../test/openai-stand-in.js';
import { testAiConnection, TEST_QUESTION } from '../test-connection.js';

let standIn: OpenAiStandIn;
beforeAll(async () => {
  standIn = await startOpenAiStandIn({ chunks: ['OK'] });
});
afterAll(async () => {
  await standIn.close();
});

const config = () => ({ apiKey: 'sk-test-connection-key', baseUrl: standIn.baseUrl, model: 'm', transcribeModel: 'w', timeoutMs: 60_000 });

describe('testAiConnection', () => {
  it('asks one short question and answers the reply with the time it took', async () => {
    const result = await testAiConnection(config());
    expect(result).toMatchObject({ ok: true, reply: 'OK', model: 'm', baseUrl: standIn.baseUrl });
    expect(standIn.requests.at(-1)?.body.messages).toEqual([{ role: 'user', content: TEST_QUESTION }]);
  });

  it('gives up after its timeout and says so', async () => {
    standIn.behave({ delayMs: 1_000 });
    try {
      const result = await testAiConnection(config(), 200);
      expect(result).toMatchObject({ ok: false, failure: 'timeout', message: `No answer from ${new URL(standIn.baseUrl).host} within 0.2 s` });
    } finally {
      standIn.behave({ delayMs: 0 });
    }
  });

  it('reports an empty reply as a provider error', async () => {
    standIn.behave({ chunks: [''] });
    try {
      expect(await testAiConnection(config())).toMatchObject({ ok: false, failure: 'provider-error' });
    } finally {
      standIn.behave({ chunks: ['OK'] });
    }
  });
});
