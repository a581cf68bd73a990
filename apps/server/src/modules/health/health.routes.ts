import { APP_VERSION, healthSchema, type Health } from '@nova/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/connection.js';

const startedAt = Date.now();

export function healthRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    // Probes and monitors call this without cookies; it must not mint a workspace each time.
    app.get('/api/health', { config: { session: 'none' }, schema: { response: { 200: healthSchema } } }, async (): Promise<Health> => {
      const base = { dialect: database.dialect, migrations: database.migrationsApplied };
      const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
      try {
        await database.ping();
        return { status: 'ok', version: APP_VERSION, uptimeSeconds, database: { ...base, status: 'ok' } };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { status: 'degraded', version: APP_VERSION, uptimeSeconds, database: { ...base, status: 'error', message } };
      }
    });
  };
}
