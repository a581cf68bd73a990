import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  /** Folder holding the SQLite file and, later, browser profiles. */
  dataDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Built web app to serve; null serves the API only. */
  webDistDir: string | null;
}

export class ConfigError extends Error {}

/** The built web app sits beside the server: apps/server/dist → apps/web/dist. */
function defaultWebDistDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    logLevel: values.LOG_LEVEL,
    webDistDir: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : defaultWebDistDir(),
  };
}
