import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';
export const DEFAULT_AI_TIMEOUT_MS = 60_000;
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
export const DEFAULT_SEARCH_ENGINE = 'https://duckduckgo.com/?q={query}';
export const DEFAULT_TRANSCRIBE_MODEL = 'whisper-1';

/** A variable set to an empty (or blank) string counts as not set. */
const unsetWhenBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  OPENAI_API_KEY: z.preprocess(unsetWhenBlank, z.string().trim().optional()),
  OPENAI_BASE_URL: z.preprocess(unsetWhenBlank, z.url({ protocol: /^https?$/ }).optional()),
  OPENAI_MODEL: z.preprocess(unsetWhenBlank, z.string().trim().min(1).default(DEFAULT_AI_MODEL)),
  OPENAI_TIMEOUT_MS: z.preprocess(unsetWhenBlank, z.coerce.number().int().positive().default(DEFAULT_AI_TIMEOUT_MS)),
  CHROMIUM_PATH: z.preprocess(unsetWhenBlank, z.string().default(DEFAULT_CHROMIUM_PATH)),
  BROWSER_SEARCH_ENGINE: z.preprocess(
    unsetWhenBlank,
    z
      .url({ protocol: /^https?$/ })
      .refine((url) => url.includes('{query}'), { message: 'must contain {query}' })
      .default(DEFAULT_SEARCH_ENGINE),
  ),
  BROWSER_BLOCK_PRIVATE_NETWORK: z.preprocess(unsetWhenBlank, z.stringbool().default(false)),
  BROWSER_IDLE_TIMEOUT_MS: z.preprocess(unsetWhenBlank, z.coerce.number().int().min(0).default(10 * 60_000)),
  BROWSER_NAVIGATION_TIMEOUT_MS: z.preprocess(unsetWhenBlank, z.coerce.number().int().positive().default(20_000)),
  BROWSER_CONTENT_MAX_CHARS: z.preprocess(unsetWhenBlank, z.coerce.number().int().min(1000).default(100_000)),
  WORKFLOW_MAX_CONCURRENT_RUNS: z.preprocess(unsetWhenBlank, z.coerce.number().int().min(1).default(4)),
  WORKFLOW_RUN_RETENTION_DAYS: z.preprocess(unsetWhenBlank, z.coerce.number().min(0).default(14)),
  WORKFLOW_STEP_TIMEOUT_MS: z.preprocess(unsetWhenBlank, z.coerce.number().int().positive().default(60_000)),
  OPENAI_TRANSCRIBE_MODEL: z.preprocess(unsetWhenBlank, z.string().trim().min(1).default(DEFAULT_TRANSCRIBE_MODEL)),
});

/** The OpenAI-compatible chat provider; apiKey null means the AI chat answers 503. */
export interface AiConfig {
  apiKey: string | null;
  /** null uses the OpenAI API itself. */
  baseUrl: string | null;
  model: string;
  /** Model for speech to text through the provider's /audio/transcriptions. */
  transcribeModel: string;
  timeoutMs: number;
}

export interface BrowserConfig {
  executablePath: string;
  /** Address-bar text that is not a URL goes here; {query} is replaced. */
  searchEngine: string;
  /** Refuse loopback and private addresses (for shared deployments). */
  blockPrivateNetwork: boolean;
  /** Close Chromium after this long without use and without viewers; 0 keeps it open. */
  idleTimeoutMs: number;
  navigationTimeoutMs: number;
  /** Extracted page text and markdown are cut to this many characters. */
  contentMaxChars: number;
}

export function defaultBrowserConfig(): BrowserConfig {
  return {
    executablePath: DEFAULT_CHROMIUM_PATH,
    searchEngine: DEFAULT_SEARCH_ENGINE,
    blockPrivateNetwork: false,
    idleTimeoutMs: 10 * 60_000,
    navigationTimeoutMs: 20_000,
    contentMaxChars: 100_000,
  };
}

export interface WorkflowConfig {
  /** Runs beyond this many wait as pending until one finishes. */
  maxConcurrentRuns: number;
  /** Finished runs older than this are deleted. */
  runRetentionDays: number;
  /** A step without its own timeoutMs fails after this long. */
  stepTimeoutMs: number;
}

export function defaultWorkflowConfig(): WorkflowConfig {
  return { maxConcurrentRuns: 4, runRetentionDays: 14, stepTimeoutMs: 60_000 };
}

export interface AppConfig {
  port: number;
  host: string;
  /** Folder holding the SQLite file and, later, browser profiles. */
  dataDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Built web app to serve; null serves the API only. */
  webDistDir: string | null;
  ai: AiConfig;
  browser: BrowserConfig;
  workflows: WorkflowConfig;
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
    ai: {
      apiKey: values.OPENAI_API_KEY ?? null,
      baseUrl: values.OPENAI_BASE_URL ?? null,
      model: values.OPENAI_MODEL,
      transcribeModel: values.OPENAI_TRANSCRIBE_MODEL,
      timeoutMs: values.OPENAI_TIMEOUT_MS,
    },
    browser: {
      executablePath: values.CHROMIUM_PATH,
      searchEngine: values.BROWSER_SEARCH_ENGINE,
      blockPrivateNetwork: values.BROWSER_BLOCK_PRIVATE_NETWORK,
      idleTimeoutMs: values.BROWSER_IDLE_TIMEOUT_MS,
      navigationTimeoutMs: values.BROWSER_NAVIGATION_TIMEOUT_MS,
      contentMaxChars: values.BROWSER_CONTENT_MAX_CHARS,
    },
    workflows: {
      maxConcurrentRuns: values.WORKFLOW_MAX_CONCURRENT_RUNS,
      runRetentionDays: values.WORKFLOW_RUN_RETENTION_DAYS,
      stepTimeoutMs: values.WORKFLOW_STEP_TIMEOUT_MS,
    },
  };
}
