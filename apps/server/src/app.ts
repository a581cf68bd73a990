import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { registerErrorHandler } from './http/error-handler.js';
import { createAiChatRepo } from './modules/ai-chat/ai-chat.repo.js';
import { aiChatRoutes } from './modules/ai-chat/ai-chat.routes.js';
import { createAiChatService } from './modules/ai-chat/ai-chat.service.js';
import { type ChatModelProvider, createChatProvider } from './modules/ai-chat/chat-provider.js';
import type { PageContentSource } from './modules/ai-chat/page-content.js';
import { BrowserEngine, browserProfileDir } from './modules/browser-engine/browser-engine.js';
import { browserEngineRoutes } from './modules/browser-engine/browser-engine.routes.js';
import { browserLiveRoutes } from './modules/browser-engine/browser-live.routes.js';
import { browserPageContent } from './modules/browser-engine/browser-page-content.js';
import {
  createSpeechToTextProvider,
  createSpeechToTextService,
  type SpeechToTextProvider,
} from './modules/ai-chat/speech-to-text.js';
import { externalApiPlugin } from './modules/external-api/external-api.plugin.js';
import { createCodeReviewRepo } from './modules/ai-code-review/ai-code-review.repo.js';
import { aiCodeReviewRoutes } from './modules/ai-code-review/ai-code-review.routes.js';
import { createCodeReviewService } from './modules/ai-code-review/ai-code-review.service.js';
import { createLazyReviewPool } from './modules/ai-code-review/lazy-review-pool.js';
import type { ReviewPool } from './modules/ai-code-review/review-pool.js';
import { clientErrorsRoutes } from './modules/client-errors/client-errors.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createPromptsRepo } from './modules/prompts/prompts.repo.js';
import { pluginsRoutes } from './modules/plugins/plugins.routes.js';
import { createProfileRepo } from './modules/profile/profile.repo.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { createProfileService } from './modules/profile/profile.service.js';
import { promptsRoutes } from './modules/prompts/prompts.routes.js';
import { createPromptsService } from './modules/prompts/prompts.service.js';
import { shortcutsRoutes } from './modules/shortcuts/shortcuts.routes.js';
import { voiceRoutes } from './modules/voice/voice.routes.js';
import { engineWorkflowBrowser } from './modules/workflows/workflow-browser.js';
import { createWorkflowsRepo } from './modules/workflows/workflows.repo.js';
import { workflowsRoutes } from './modules/workflows/workflows.routes.js';
import { createWorkflowsService } from './modules/workflows/workflows.service.js';
import { workspaceSessionPlugin } from './modules/workspace-session/workspace-session.plugin.js';
import { registerWebApp } from './web-app/web-app.plugin.js';

/** Collaborators tests (and later modules) can replace. */
export interface AppDeps {
  /** Defaults to the browser engine's active page. */
  pageContent?: PageContentSource;
  /** Defaults to the OpenAI-compatible provider from config.ai; null means none is configured. */
  chatProvider?: ChatModelProvider | null;
  /** Defaults to the provider's /audio/transcriptions from config.ai; null means none is configured. */
  speechToText?: SpeechToTextProvider | null;
  /** Defaults to the system clock; rate-limit windows and usage days follow it. */
  clock?: () => Date;
  /**
   * Defaults to a worker pool started on first use and owned by the app (closed with it). A pool
   * passed in is shared (tests) and left open.
   */
  codeReviewPool?: ReviewPool;
  /** Warm the code review workers once the server listens (main does). */
  warmCodeReview?: boolean;
}

/** Builds the whole server without listening, so tests can drive it through inject(). */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
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

  const browser = new BrowserEngine({ ...config.browser, profileDir: browserProfileDir(config.dataDir), logger: app.log });
  app.addHook('onClose', async () => {
    await browser.shutdown();
  });
  await app.register(fastifyWebsocket);
  await app.register(browserEngineRoutes(browser));
  await app.register(browserLiveRoutes(browser));

  await app.register(voiceRoutes(database.db));
  const chatProvider = deps.chatProvider === undefined ? createChatProvider(config.ai) : deps.chatProvider;
  const chat = createAiChatService({
    repo: createAiChatRepo(database.db),
    provider: chatProvider,
    pageContent: deps.pageContent ?? browserPageContent(browser),
  });
  const speech = createSpeechToTextService(
    deps.speechToText === undefined ? createSpeechToTextProvider(config.ai) : deps.speechToText,
  );
  await app.register(aiChatRoutes(chat, speech));
  const reviewPool = deps.codeReviewPool ?? createLazyReviewPool();
  if (!deps.codeReviewPool) app.addHook('onClose', () => reviewPool.close());
  if (deps.warmCodeReview) {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onListen', () => {
      const started = performance.now();
      reviewPool.warm().then(
        (workerMs) => app.log.info({ workerMs, totalMs: Math.round(performance.now() - started) }, 'code review workers warmed'),
        // Closing the server terminates a warm-up still in progress; that is no failure.
        (error: unknown) => {
          if (!closing) app.log.error({ err: error }, 'code review warm-up failed');
        },
      );
    });
  }
  await app.register(
    aiCodeReviewRoutes(
      createCodeReviewService({ repo: createCodeReviewRepo(database.db), pool: reviewPool, provider: chatProvider }),
    ),
  );
  await app.register(externalApiPlugin({ db: database.db, chat, clock: deps.clock ?? (() => new Date()) }));
  const prompts = createPromptsService({ repo: createPromptsRepo(database.db), clock: deps.clock ?? (() => new Date()) });
  await prompts.seedBuiltIns();
  await app.register(promptsRoutes(prompts));
  const workflows = createWorkflowsService({
    repo: createWorkflowsRepo(database.db),
    deps: { browser: engineWorkflowBrowser(browser, config.browser.contentMaxChars), provider: chatProvider },
    clock: deps.clock ?? (() => new Date()),
    logger: app.log,
    ...config.workflows,
  });
  await workflows.start();
  // Registered after the database's hook, so runs end before the database closes.
  app.addHook('onClose', async () => {
    await workflows.close();
  });
  await app.register(workflowsRoutes(workflows));
  await app.register(pluginsRoutes(chatProvider));
  await app.register(profileRoutes(createProfileService({ repo: createProfileRepo(database.db), clock: deps.clock ?? (() => new Date()) })));
  await registerWebApp(app, config.webDistDir);

  return app;
}
