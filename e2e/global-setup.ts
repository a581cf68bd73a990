import { startOpenAIStandIn } from './support/openai-stand-in';
import { startServer } from './support/server';

/**
 * One server for the run, talking to a stand-in model server; tests reach them through
 * E2E_BASE_URL and E2E_MODEL_URL. Tests that need another configuration start their own.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const model = await startOpenAIStandIn();
  const server = await startServer({ env: { OPENAI_API_KEY: 'e2e-test-key', OPENAI_BASE_URL: `${model.url}/v1`, OPENAI_MODEL: 'stand-in' } });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_MODEL_URL = model.url;
  return async () => {
    await server.stop();
    await model.stop();
  };
}
