import {
  aiStatusSchema,
  aiTestRequestSchema,
  aiTestResultSchema,
  apiErrorSchema,
  BACKUP_MAX_BYTES,
  clearDataRequestSchema,
  clearDataSummarySchema,
  restoreSummarySchema,
  settingsUpdateSchema,
  workspaceSettingsSchema,
} from '@nova/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { QaSuiteService } from '../qa-suite/qa-suite.service.js';
import type { WorkflowsService } from '../workflows/workflows.service.js';
import { requireWorkspace } from '../workspace-session/require-workspace.js';
import type { BackupService } from './backup.service.js';
import { SettingsError, type SettingsService } from './settings.service.js';

function answerSettingsError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof SettingsError) return reply.status(error.status).send({ message: error.message });
  throw error;
}

/** "nova-backup-2025-03-14.json" */
export const backupFileName = (at: Date) => `nova-backup-${at.toISOString().slice(0, 10)}.json`;

export interface SettingsRoutesDeps {
  settings: SettingsService;
  backup: BackupService;
  workflows: WorkflowsService;
  qaSuite: Pick<QaSuiteService, 'cancelAll'>;
  clock: () => Date;
}

/** The settings page's server side: AI provider and browser settings, backup, restore and clear data. */
export function settingsRoutes({ settings, backup, workflows, qaSuite, clock }: SettingsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/settings', { schema: { response: { 200: workspaceSettingsSchema } } }, async (request) =>
      settings.get(requireWorkspace(request).id),
    );

    app.put(
      '/api/settings',
      { schema: { body: settingsUpdateSchema, response: { 200: workspaceSettingsSchema, 400: apiErrorSchema } } },
      async (request, reply) => {
        try {
          return await settings.update(requireWorkspace(request).id, request.body);
        } catch (error) {
          return answerSettingsError(reply, error);
        }
      },
    );

    app.post(
      '/api/settings/ai/test',
      { schema: { body: aiTestRequestSchema, response: { 200: aiTestResultSchema, 400: apiErrorSchema } } },
      async (request, reply) => {
        try {
          return await settings.testConnection(requireWorkspace(request).id, request.body);
        } catch (error) {
          return answerSettingsError(reply, error);
        }
      },
    );

    app.get('/api/ai-chat/status', { schema: { response: { 200: aiStatusSchema } } }, async (request) =>
      settings.aiStatus(requireWorkspace(request).id),
    );

    app.get('/api/settings/backup', async (request, reply) => {
      const data = await backup.export(requireWorkspace(request).id);
      return reply
        .header('content-disposition', `attachment; filename="${backupFileName(clock())}"`)
        .header('cache-control', 'no-store')
        .send(data);
    });

    app.post(
      '/api/settings/restore',
      {
        bodyLimit: BACKUP_MAX_BYTES,
        schema: { body: z.record(z.string(), z.unknown()), response: { 200: restoreSummarySchema, 400: apiErrorSchema } },
      },
      async (request, reply) => {
        try {
          return await backup.restore(requireWorkspace(request).id, request.body);
        } catch (error) {
          return answerSettingsError(reply, error);
        }
      },
    );

    app.post(
      '/api/settings/clear-data',
      { schema: { body: clearDataRequestSchema, response: { 200: clearDataSummarySchema } } },
      async (request) => {
        const workspaceId = requireWorkspace(request).id;
        return backup.clear(workspaceId, async () => {
          for (const run of await workflows.activeRuns(workspaceId)) {
            await workflows.stop(workspaceId, run.id).catch(() => undefined);
          }
          await qaSuite.cancelAll(workspaceId);
        });
      },
    );
  };
}
