import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app.js';
import { type AppConfig, DEFAULT_AI_MODEL, DEFAULT_AI_TIMEOUT_MS, DEFAULT_TRANSCRIBE_MODEL, defaultBrowserConfig, defaultWorkflowConfig } from '../config.js';

export function makeTempDir(prefix = 'nova-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: makeTempDir(),
    logLevel: 'silent',
    webDistDir: null,
    ai: { apiKey: null, baseUrl: null, model: DEFAULT_AI_MODEL, transcribeModel: DEFAULT_TRANSCRIBE_MODEL, timeoutMs: DEFAULT_AI_TIMEOUT_MS },
    browser: defaultBrowserConfig(),
    workflows: defaultWorkflowConfig(),
    ...overrides,
  };
}

export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  deps: AppDeps = {},
): Promise<{ app: FastifyInstance; config: AppConfig }> {
  const config = testConfig(overrides);
  const app = await buildApp(config, deps);
  return { app, config };
}

/** "name=value" of the session cookie set by a response, for sending it back. */
export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!header) throw new Error('response set no cookie');
  return header.split(';')[0] ?? '';
}
