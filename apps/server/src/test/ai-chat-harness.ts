import { type ChatStreamEvent, chatStreamEventSchema, type SendMessageRequest } from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { type AppDeps, buildApp } from '../app.js';
import type { AiConfig, AppConfig } from '../config.js';
import type { PageContentSource } from '../modules/ai-chat/page-content.js';
import { type OpenAiStandIn, type StandInBehaviour, startOpenAiStandIn } from './openai-stand-in.js';
import { sessionCookieFrom, testConfig } from './test-app.js';

export const STAND_IN_API_KEY = 'sk-stand-in';
export const STAND_IN_MODEL = 'stand-in-model';
export const STAND_IN_TRANSCRIBE_MODEL = 'stand-in-whisper';

export interface ChatHarness {
  app: FastifyInstance;
  standIn: OpenAiStandIn;
  config: AppConfig;
  close(): Promise<void>;
}

export interface ChatHarnessOptions {
  behaviour?: Partial<StandInBehaviour>;
  ai?: Partial<AiConfig>;
  pageContent?: PageContentSource;
  clock?: () => Date;
}

/** The app wired to a fresh OpenAI stand-in through the real provider, as OPENAI_* would configure it. */
export async function startChatHarness(options: ChatHarnessOptions = {}): Promise<ChatHarness> {
  const standIn = await startOpenAiStandIn(options.behaviour);
  const config = testConfig({
    ai: { apiKey: STAND_IN_API_KEY, baseUrl: standIn.baseUrl, model: STAND_IN_MODEL, transcribeModel: STAND_IN_TRANSCRIBE_MODEL, timeoutMs: 5_000, ...options.ai },
  });
  const deps: AppDeps = {};
  if (options.pageContent) deps.pageContent = options.pageContent;
  if (options.clock) deps.clock = options.clock;
  const app = await buildApp(config, deps);
  return {
    app,
    standIn,
    config,
    async close() {
      await app.close();
      await standIn.close();
    },
  };
}

/** A fresh workspace: the first API request mints it and its cookie. */
export async function newWorkspace(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/session' });
  return sessionCookieFrom(res.headers['set-cookie']);
}

export const postMessage = (app: FastifyInstance, cookie: string, body: SendMessageRequest | Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/ai-chat/message', headers: { cookie }, payload: body });

export const postStream = (app: FastifyInstance, cookie: string, body: SendMessageRequest | Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/ai-chat/message/stream', headers: { cookie }, payload: body });

export const getSession = (app: FastifyInstance, cookie: string, sessionId = 'default') =>
  app.inject({ method: 'GET', url: `/api/ai-chat/sessions/${sessionId}`, headers: { cookie } });

/** The `data:` events of a server-sent event stream body, validated against the shared schema. */
export function parseEvents(body: string): ChatStreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => chatStreamEventSchema.parse(JSON.parse(block.slice('data: '.length))));
}

/**
 * For a test file: a function that starts a harness with a fresh workspace cookie; every
 * harness it started is closed after each test.
 */
export function chatHarnessPerTest(): (options?: ChatHarnessOptions) => Promise<ChatHarness & { cookie: string }> {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });
  return async (options = {}) => {
    const started = await startChatHarness(options);
    closers.push(started.close);
    return { ...started, cookie: await newWorkspace(started.app) };
  };
}
