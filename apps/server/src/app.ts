import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { registerErrorHandler } from './http/error-handler.js';
import { createAiChatRepo } from './modules/ai-chat/ai-chat.repo.js';
import { aiChatRoutes } from './modules/ai-chat/ai-chat.routes.js';
import { createAiChatService } from './modules/ai-chat/ai-chat.service.js';
import type { ChatModelProvider, ChatProviderSource } from './modules/ai-chat/chat-provider.js';
import type { PageContentSource } from './modules/ai-chat/page-content.js';
import { BrowserEngine, browserProfileDir } from './modules/browser-engine/browser-engine.js';
import { browserEngineRoutes } from './modules/browser-engine/browser-engine.routes.js';
import { browserLiveRoutes } from './modules/browser-engine/browser-live.routes.js';
import { browserPageContent } from './modules/browser-engine/browser-page-content.js';
import { createSpeechToTextService, type SpeechToTextProvider } from './modules/ai-chat/speech-to-text.js';
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
import { createQaSuiteRepo } from './modules/qa-suite/qa-suite.repo.js';
import { qaSuiteRoutes } from './modules/qa-suite/qa-suite.routes.js';
import { createQaSuiteService } from './modules/qa-suite/qa-suite.service.js';
import { createPromptsService } from './modules/prompts/prompts.service.js';
import { createBackupService } from './modules/settings/backup.service.js';
import { createSecretBox } from './modules/settings/secret-box.js';
import { createSettingsRepo } from './modules/settings/settings.repo.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { createSettingsService, type SettingsService } from './modules/settings/settings.service.js';
import { createSelectorStudioRepo } from './modules/selector-studio/selector-studio.repo.js';
import { selectorStudioRoutes } from './modules/selector-studio/selector-studio.routes.js';
import { createSelectorStudioService } from './modules/selector-studio/selector-studio.service.js';
import { shortcutsRoutes } from './modules/shortcuts/shortcuts.routes.js';
import { voiceRoutes } from './modules/voice/voice.routes.js';
import { engineWorkflowBrowser } from './modules/workflows/workflow-browser.js';
import { createWorkflowsRepo } from './modules/workflows/workflows.repo.js';
import { workflowsRoutes } from './modules/workflows/workflows.routes.js';
import { createWorkflowsService } from './modules/workflows/workflows.service.js';
import { workspaceSessionPlugin } from './modules/workspace-session/workspace-session.plugin.js';
import { registerWebApp } from './web-app/web-app.plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settings store; `settings.resolveAiConfig(workspaceId)` is the one place AI configuration is decided. */
    settings: SettingsService;
  }
}

/** Collaborators tests (and later modules) can replace. */
export interface AppDeps {
  /** Defaults to the browser engine's active page. */
  pageContent?: PageContentSource;
  /**
   * Replaces every workspace's provider (tests); null means none is configured. By default each
   * workspace gets the OpenAI-compatible provider of its settings over config.ai.
   */
  chatProvider?: ChatModelProvider | null;
  /** As chatProvider, for speech to text (the provider's /audio/transcriptions). */
  speechToText?: SpeechToTextProvider | null;
  /** Whether a URL's host is on a private network (the settings' check of base URLs); tests replace DNS. */
  isPrivateUrl?: (url: string) => Promise<boolean>;
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

  const clock = deps.clock ?? (() => new Date());
  const settings = createSettingsService({
    repo: createSettingsRepo(database.db),
    box: createSecretBox(config.dataDir),
    ai: config.ai,
    browser: config.browser,
    engine: browser,
    logger: app.log,
    clock,
    ...(deps.isPrivateUrl ? { isPrivateUrl: deps.isPrivateUrl } : {}),
  });
  await settings.applyStoredBrowserSettings();
  app.decorate('settings', settings);

  await app.register(voiceRoutes(database.db));
  const fixedChatProvider = deps.chatProvider;
  const chatProvider: ChatProviderSource =
    fixedChatProvider === undefined ? (workspaceId) => settings.chatProvider(workspaceId) : () => Promise.resolve(fixedChatProvider);
  const fixedSpeechToText = deps.speechToText;
  const chat = createAiChatService({
    repo: createAiChatRepo(database.db),
    provider: chatProvider,
    pageContent: deps.pageContent ?? browserPageContent(browser),
  });
  const speech = createSpeechToTextService(
    fixedSpeechToText === undefined ? (workspaceId) => settings.speechToText(workspaceId) : () => Promise.resolve(fixedSpeechToText),
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
  await app.register(externalApiPlugin({ db: database.db, chat, clock }));
  const prompts = createPromptsService({ repo: createPromptsRepo(database.db), clock });
  await prompts.seedBuiltIns();
  await app.register(promptsRoutes(prompts));
  const workflows = createWorkflowsService({
    repo: createWorkflowsRepo(database.db),
    deps: { browser: engineWorkflowBrowser(browser, config.browser.contentMaxChars), provider: chatProvider },
    clock,
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
  const qaSuite = createQaSuiteService({
    repo: createQaSuiteRepo(database.db),
    engine: browser,
    clock,
    logger: app.log,
    navigationTimeoutMs: config.browser.navigationTimeoutMs,
  });
  await qaSuite.start();
  // After the database's and the engine's hooks, so runs end before either closes.
  app.addHook('onClose', async () => {
    await qaSuite.close();
  });
  await app.register(qaSuiteRoutes(qaSuite));
  await app.register(settingsRoutes({ settings, backup: createBackupService({ db: database.db, settings, clock }), workflows, qaSuite, clock }));
  await app.register(
    selectorStudioRoutes(createSelectorStudioService({ repo: createSelectorStudioRepo(database.db), browser, clock })),
  );
  await app.register(profileRoutes(createProfileService({ repo: createProfileRepo(database.db), clock })));
  await registerWebApp(app, config.webDistDir);

  return app;
}
