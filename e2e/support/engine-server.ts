import { type FixtureSite, startFixtureSite } from '../../apps/server/src/test/fixture-site';
import { type RunningServer, startServer } from './server';
import { test } from './test';

export interface EngineServer {
  site: FixtureSite;
  server: RunningServer;
}

/**
 * The fixture site and a server of the file's own, started before its tests and stopped after them:
 * its own browser engine (one Chromium), so the tabs the file opens meet no other file's.
 * The fields are set once the file's beforeAll has run; read them inside tests.
 */
export function useEngineServer(options: Parameters<typeof startServer>[0] = {}): EngineServer {
  const engine = {} as EngineServer;
  test.beforeAll(async () => {
    engine.site = await startFixtureSite();
    engine.server = await startServer(options);
  });
  test.afterAll(async () => {
    await engine.server?.stop();
    await engine.site?.close();
  });
  return engine;
}
