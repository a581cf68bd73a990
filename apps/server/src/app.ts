import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { registerErrorHandler } from './http/error-handler.js';
import { clientErrorsRoutes } from './modules/client-errors/client-errors.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { shortcutsRoutes } from './modules/shortcuts/shortcuts.routes.js';
import { workspaceSessionPlugin } from './modules/workspace-session/workspace-session.plugin.js';
import { registerWebApp } from './web-app/web-app.plugin.js';

/** Builds the whole server without listening, so tests can drive it through inject(). */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    forceCloseConnections: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const database = await openDatabase(config.dataDir);
  app.addHook('onClose', async () => {
    await database.close();
  });

  await app.register(workspaceSessionPlugin, { db: database.db });
  await app.register(healthRoutes(database));
  await app.register(clientErrorsRoutes(database.db));
  await app.register(shortcutsRoutes(database.db));
  await registerWebApp(app, config.webDistDir);

  return app;
}
