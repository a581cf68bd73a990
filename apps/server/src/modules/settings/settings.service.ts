import {
  type AiStatus,
  type AiTestRequest,
  type AiTestResult,
  searchEngineSchema,
  type SettingsUpdate,
  type WorkspaceSettings,
} from '@nova/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AiConfig, BrowserConfig } from '../../config.js';
import { type ChatModelProvider, createChatProvider } from '../ai-chat/chat-provider.js';
import { createSpeechToTextProvider, type SpeechToTextProvider } from '../ai-chat/speech-to-text.js';
import { createPrivateNetworkGuard } from '../browser-engine/private-network.js';
import { apiKeyHint, type ResolvedAiConfig, resolveAiConfig, type StoredAiSettings } from './ai-config.js';
import type { SecretBox } from './secret-box.js';
import { BROWSER_SETTINGS_KEY, type SettingsRepo, type WorkspaceSettingsChange } from './settings.repo.js';
import { testAiConnection } from './test-connection.js';

/** A request the routes answer with `status` and `{message}`. */
export class SettingsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SettingsError';
  }
}

export interface BrowserSettings {
  searchEngine: string;
  blockPrivateNetwork: boolean;
}

/** The part of the browser engine the settings change. */
export interface BrowserSettingsTarget {
  applySettings(settings: BrowserSettings): Promise<void>;
}

export interface SettingsServiceDeps {
  repo: SettingsRepo;
  box: SecretBox;
  /** The environment's AI configuration (OPENAI_*): what applies where a workspace stored nothing. */
  ai: AiConfig;
  /** The environment's browser configuration (BROWSER_*). */
  browser: BrowserConfig;
  engine: BrowserSettingsTarget;
  logger: FastifyBaseLogger;
  /** Whether a URL's host is on a private network; tests replace the DNS-backed default. */
  isPrivateUrl?: (url: string) => Promise<boolean>;
  clock?: () => Date;
}

const storedBrowserSchema = z.object({
  searchEngine: searchEngineSchema.nullable().catch(null).default(null),
  blockPrivateNetwork: z.boolean().nullable().catch(null).default(null),
});
type StoredBrowserSettings = z.infer<typeof storedBrowserSchema>;

const PRIVATE_BASE_URL =
  'points to a private or local network address, which this server blocks (BROWSER_BLOCK_PRIVATE_NETWORK=true)';
const BLOCK_LOCKED = 'cannot be turned off: the server is configured with BROWSER_BLOCK_PRIVATE_NETWORK=true';

/**
 * Per-workspace AI provider settings (base URL, model, a write-only API key) over the environment's,
 * and the server-wide browser settings. Every AI request of a workspace gets its configuration from
 * resolveAiConfig.
 */
export function createSettingsService(deps: SettingsServiceDeps) {
  const { repo, box, logger } = deps;
  const isPrivateUrl = deps.isPrivateUrl ?? createPrivateNetworkGuard();
  const now = () => (deps.clock ?? (() => new Date()))().toISOString();

  async function storedAi(workspaceId: string): Promise<StoredAiSettings & { hint: string | null }> {
    const row = await repo.find(workspaceId);
    if (!row) return { baseUrl: null, model: null, apiKey: null, hint: null };
    let apiKey: string | null = null;
    if (row.ai_api_key_sealed) {
      apiKey = box.open(row.ai_api_key_sealed);
      if (apiKey === null) logger.warn({ workspaceId }, 'stored AI key cannot be decrypted (settings-secret.key changed?); ignoring it');
    }
    return { baseUrl: row.ai_base_url, model: row.ai_model, apiKey, hint: apiKey ? row.ai_api_key_hint : null };
  }

  async function storedBrowser(): Promise<StoredBrowserSettings> {
    const parsed = storedBrowserSchema.safeParse((await repo.serverValue(BROWSER_SETTINGS_KEY)) ?? {});
    return parsed.success ? parsed.data : { searchEngine: null, blockPrivateNetwork: null };
  }

  const effectiveBrowser = (stored: StoredBrowserSettings): BrowserSettings => ({
    searchEngine: stored.searchEngine ?? deps.browser.searchEngine,
    // The environment's "true" is a floor: a shared server stays protected whatever is stored.
    blockPrivateNetwork: deps.browser.blockPrivateNetwork || (stored.blockPrivateNetwork ?? false),
  });

  /** On a server that blocks private networks, a workspace may not point the AI at one either. */
  async function checkBaseUrl(field: string, baseUrl: string | null | undefined): Promise<void> {
    if (!baseUrl || !deps.browser.blockPrivateNetwork || baseUrl === deps.ai.baseUrl) return;
    if (await isPrivateUrl(baseUrl)) throw new SettingsError(400, `Invalid request: ${field}: ${PRIVATE_BASE_URL}`);
  }

  async function resolve(workspaceId: string): Promise<ResolvedAiConfig> {
    return resolveAiConfig(deps.ai, await storedAi(workspaceId));
  }

  const service = {
    /** The AI configuration a workspace's requests use: its stored values over the environment's. */
    resolveAiConfig: resolve,

    /** null when the workspace has no usable key. */
    async chatProvider(workspaceId: string): Promise<ChatModelProvider | null> {
      return createChatProvider(await resolve(workspaceId));
    },

    async speechToText(workspaceId: string): Promise<SpeechToTextProvider | null> {
      return createSpeechToTextProvider(await resolve(workspaceId));
    },

    async get(workspaceId: string): Promise<WorkspaceSettings> {
      const [stored, browser] = await Promise.all([storedAi(workspaceId), storedBrowser()]);
      const resolved = resolveAiConfig(deps.ai, stored);
      return {
        ai: {
          baseUrl: stored.baseUrl,
          model: stored.model,
          apiKeyConfigured: resolved.apiKey !== null,
          apiKeySource: resolved.apiKeySource,
          apiKeyHint: stored.apiKey ? stored.hint : null,
          effective: { baseUrl: resolved.baseUrl, model: resolved.model },
          environment: { baseUrl: deps.ai.baseUrl, model: deps.ai.model, apiKeyConfigured: deps.ai.apiKey !== null },
        },
        browser: {
          searchEngine: browser.searchEngine,
          blockPrivateNetwork: browser.blockPrivateNetwork,
          effective: effectiveBrowser(browser),
          environment: { searchEngine: deps.browser.searchEngine, blockPrivateNetwork: deps.browser.blockPrivateNetwork },
          blockPrivateNetworkLocked: deps.browser.blockPrivateNetwork,
        },
      };
    },

    /** The checks update makes beyond the schema; a SettingsError names the field. */
    async checkUpdate(patch: SettingsUpdate): Promise<void> {
      await checkBaseUrl('body.ai.baseUrl', patch.ai?.baseUrl);
      if (patch.browser?.blockPrivateNetwork === false && deps.browser.blockPrivateNetwork) {
        throw new SettingsError(400, `Invalid request: body.browser.blockPrivateNetwork: ${BLOCK_LOCKED}`);
      }
    },

    /** A backup's settings as a change: only the fields it has, and never weaker than the server requires. */
    restorableChange(backup: { ai: { baseUrl?: string | null; model?: string | null }; browser: { searchEngine?: string | null; blockPrivateNetwork?: boolean | null } }): SettingsUpdate {
      const present = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
      const ai = present(backup.ai);
      const browser = present(backup.browser);
      if (deps.browser.blockPrivateNetwork && browser.blockPrivateNetwork === false) delete browser.blockPrivateNetwork;
      return {
        ...(Object.keys(ai).length > 0 ? { ai } : {}),
        ...(Object.keys(browser).length > 0 ? { browser } : {}),
      };
    },

    /** Checks everything first, then writes: a refused change stores nothing. */
    async update(workspaceId: string, patch: SettingsUpdate): Promise<WorkspaceSettings> {
      const ai = patch.ai ?? {};
      const browser = patch.browser;
      await service.checkUpdate(patch);
      const change: WorkspaceSettingsChange = { ai_base_url: ai.baseUrl, ai_model: ai.model };
      if (ai.apiKey === null) Object.assign(change, { ai_api_key_sealed: null, ai_api_key_hint: null });
      else if (ai.apiKey !== undefined) Object.assign(change, { ai_api_key_sealed: box.seal(ai.apiKey), ai_api_key_hint: apiKeyHint(ai.apiKey) });
      if (Object.values(change).some((value) => value !== undefined)) await repo.change(workspaceId, change, now());
      if (browser && (browser.searchEngine !== undefined || browser.blockPrivateNetwork !== undefined)) {
        const current = await storedBrowser();
        const next: StoredBrowserSettings = {
          searchEngine: browser.searchEngine === undefined ? current.searchEngine : browser.searchEngine,
          blockPrivateNetwork: browser.blockPrivateNetwork === undefined ? current.blockPrivateNetwork : browser.blockPrivateNetwork,
        };
        await repo.setServerValue(BROWSER_SETTINGS_KEY, next, now());
        await deps.engine.applySettings(effectiveBrowser(next));
      }
      return service.get(workspaceId);
    },

    /** Asks the provider with the stored configuration, or with the unsaved values sent. */
    async testConnection(workspaceId: string, request: AiTestRequest): Promise<AiTestResult> {
      await checkBaseUrl('body.baseUrl', request.baseUrl);
      const stored = await storedAi(workspaceId);
      const config = resolveAiConfig(deps.ai, {
        baseUrl: request.baseUrl === undefined ? stored.baseUrl : request.baseUrl,
        model: request.model === undefined ? stored.model : request.model,
        apiKey: request.apiKey ?? stored.apiKey,
      });
      return testAiConnection(config);
    },

    async aiStatus(workspaceId: string): Promise<AiStatus> {
      const config = await resolve(workspaceId);
      return { configured: config.apiKey !== null, model: config.model, baseUrl: config.baseUrl, source: config.apiKeySource };
    },

    /** Applies the stored browser settings to the engine; main calls it at start. */
    async applyStoredBrowserSettings(): Promise<void> {
      await deps.engine.applySettings(effectiveBrowser(await storedBrowser()));
    },

    /** Forgets the workspace's AI settings (its stored key too); the browser settings are the server's. */
    async clearWorkspace(workspaceId: string): Promise<boolean> {
      return repo.remove(workspaceId);
    },

    /** What a backup holds of the settings: never the key. */
    async exportable(workspaceId: string) {
      const [stored, browser] = await Promise.all([storedAi(workspaceId), storedBrowser()]);
      return { ai: { baseUrl: stored.baseUrl, model: stored.model }, browser };
    },
  };
  return service;
}

export type SettingsService = ReturnType<typeof createSettingsService>;
