import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { type BrowserConfig, defaultBrowserConfig } from '../config.js';
import { buildTestApp } from './test-app.js';
import { newWorkspace } from './workflow-helpers.js';

/** The engine as tests run it: no idle shutdown, and a navigation timeout that fails within a test. */
export function testBrowserConfig(overrides: Partial<BrowserConfig> = {}): BrowserConfig {
  return { ...defaultBrowserConfig(), idleTimeoutMs: 0, navigationTimeoutMs: 10_000, ...overrides };
}

export interface EngineApp {
  app: FastifyInstance;
  dataDir: string;
  /** The session cookie of a fresh workspace. */
  cookie: string;
  /** Closes the app now (as a stopped server), once: the afterEach then leaves it be. */
  close(): Promise<void>;
}

/**
 * Returns a starter of apps with a browser engine and a workspace each, every one closed after the test
 * that started it (call at the top of a test file: it registers the afterEach).
 */
export function engineApps(): (options?: { dataDir?: string; browser?: Partial<BrowserConfig> }) => Promise<EngineApp> {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });
  return async (options = {}) => {
    const { app, config } = await buildTestApp({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      browser: testBrowserConfig(options.browser),
    });
    let closing: Promise<void> | undefined;
    const close = () => (closing ??= app.close());
    closers.push(close);
    return { app, dataDir: config.dataDir, cookie: await newWorkspace(app), close };
  };
}

/** A port nothing listens on. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
