import { z } from 'zod';
import { CLIENT_ERROR_MESSAGE_MAX, CLIENT_ERROR_STACK_MAX } from './limits.js';

/** Every JSON error the API answers with. */
export const apiErrorSchema = z.object({
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    status: z.enum(['ok', 'error']),
    dialect: z.string(),
    migrations: z.number().int(),
    message: z.string().optional(),
  }),
});
export type Health = z.infer<typeof healthSchema>;

export const workspaceSessionSchema = z.object({
  workspaceId: z.string(),
  createdAt: z.string(),
});
export type WorkspaceSession = z.infer<typeof workspaceSessionSchema>;

export const clientErrorReportSchema = z.object({
  message: z.string().min(1).max(CLIENT_ERROR_MESSAGE_MAX),
  stack: z.string().max(CLIENT_ERROR_STACK_MAX).optional(),
  componentStack: z.string().max(CLIENT_ERROR_STACK_MAX).optional(),
  url: z.string().max(2_000),
  timestamp: z.iso.datetime(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const storedClientErrorSchema = clientErrorReportSchema.extend({
  id: z.number().int(),
  receivedAt: z.string(),
});
export type StoredClientError = z.infer<typeof storedClientErrorSchema>;

export const clientErrorListSchema = z.object({ errors: z.array(storedClientErrorSchema) });
