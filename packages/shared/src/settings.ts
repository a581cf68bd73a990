import { z } from 'zod';
import { chatMessageSchema, sessionIdSchema } from './chat.js';
import { updateProfileSchema } from './profile.js';
import { customPromptIdSchema, promptCategorySchema, promptIdSchema } from './prompts.js';
import { SAVED_SELECTOR_LIMIT, savedSelectorIdSchema, savedSelectorInputSchema } from './selector-studio.js';
import { shortcutCustomizationSchema } from './shortcuts.js';
import { customVoiceCommandInputSchema, updateVoiceSettingsSchema } from './voice.js';
import { workflowInputSchema } from './workflows.js';

/** Stored AI settings and the limits the settings page's fields follow. */
export const AI_BASE_URL_MAX = 2_000;
export const AI_MODEL_MAX = 200;
export const AI_API_KEY_MAX = 500;
/** Shown as "…abcd" for a stored key at least this long; shorter keys show only "…". */
export const AI_API_KEY_HINT_MIN_LENGTH = 12;
export const AI_API_KEY_HINT_CHARS = 4;
/** How long the test-connection route waits for the provider. */
export const AI_TEST_TIMEOUT_MS = 15_000;
export const SEARCH_ENGINE_PLACEHOLDER = '{query}';

const httpUrl = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'Must not be empty' })
    .max(max)
    .pipe(z.url({ protocol: /^https?$/, message: 'Must be an http or https URL' }));

export const aiBaseUrlSchema = httpUrl(AI_BASE_URL_MAX);
export const aiModelSchema = z.string().trim().min(1, { message: 'Must not be empty' }).max(AI_MODEL_MAX);
export const aiApiKeySchema = z
  .string()
  .trim()
  .min(1, { message: 'Must not be empty' })
  .max(AI_API_KEY_MAX)
  .regex(/^[\x21-\x7e]+$/, { message: 'Must be printable characters without spaces' });
export const searchEngineSchema = httpUrl(AI_BASE_URL_MAX).refine((url) => url.includes(SEARCH_ENGINE_PLACEHOLDER), {
  message: `Must contain ${SEARCH_ENGINE_PLACEHOLDER}`,
});

/**
 * PUT /api/settings. A field left out is unchanged; null removes the stored value (the environment's
 * applies again). `apiKey` is write-only: a string stores it, null removes it.
 */
export const settingsUpdateSchema = z.strictObject({
  ai: z
    .strictObject({
      baseUrl: aiBaseUrlSchema.nullable().optional(),
      model: aiModelSchema.nullable().optional(),
      apiKey: aiApiKeySchema.nullable().optional(),
    })
    .optional(),
  browser: z
    .strictObject({
      searchEngine: searchEngineSchema.nullable().optional(),
      blockPrivateNetwork: z.boolean().nullable().optional(),
    })
    .optional(),
});
export type SettingsUpdate = z.input<typeof settingsUpdateSchema>;

export const SETTING_SOURCES = ['settings', 'environment'] as const;
export const settingSourceSchema = z.enum(SETTING_SOURCES);
export type SettingSource = z.infer<typeof settingSourceSchema>;

/** GET /api/settings: what is stored, what applies and where it comes from; never the key itself. */
export const workspaceSettingsSchema = z.object({
  ai: z.object({
    /** Stored overrides; null means the environment's value applies. */
    baseUrl: z.string().nullable(),
    model: z.string().nullable(),
    apiKeyConfigured: z.boolean(),
    apiKeySource: settingSourceSchema.nullable(),
    /** "…abcd" for a stored key; null for none or the environment's. */
    apiKeyHint: z.string().nullable(),
    effective: z.object({ baseUrl: z.string().nullable(), model: z.string() }),
    environment: z.object({ baseUrl: z.string().nullable(), model: z.string(), apiKeyConfigured: z.boolean() }),
  }),
  /** Server-wide: the server has one browser engine. */
  browser: z.object({
    searchEngine: z.string().nullable(),
    blockPrivateNetwork: z.boolean().nullable(),
    effective: z.object({ searchEngine: z.string(), blockPrivateNetwork: z.boolean() }),
    environment: z.object({ searchEngine: z.string(), blockPrivateNetwork: z.boolean() }),
    /** The server's configuration requires blocking; the setting cannot turn it off. */
    blockPrivateNetworkLocked: z.boolean(),
  }),
});
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>;

/** POST /api/settings/ai/test: unsaved form values; a field left out uses what is stored (or the environment). */
export const aiTestRequestSchema = z.strictObject({
  baseUrl: aiBaseUrlSchema.nullable().optional(),
  model: aiModelSchema.nullable().optional(),
  apiKey: aiApiKeySchema.optional(),
});
export type AiTestRequest = z.input<typeof aiTestRequestSchema>;

export const AI_TEST_FAILURES = ['not-configured', 'rejected-key', 'unreachable', 'timeout', 'provider-error'] as const;

export const aiTestResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    baseUrl: z.string().nullable(),
    model: z.string(),
    /** The model's reply to a one-word question. */
    reply: z.string(),
    latencyMs: z.number(),
  }),
  z.object({
    ok: z.literal(false),
    baseUrl: z.string().nullable(),
    model: z.string(),
    failure: z.enum(AI_TEST_FAILURES),
    /** Readable, never containing the key. */
    message: z.string(),
    status: z.number().int().nullable(),
    latencyMs: z.number(),
  }),
]);
export type AiTestResult = z.infer<typeof aiTestResultSchema>;

/** GET /api/ai-chat/status: whether the workspace's chat has a provider. */
export const aiStatusSchema = z.object({
  configured: z.boolean(),
  model: z.string(),
  baseUrl: z.string().nullable(),
  source: settingSourceSchema.nullable(),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

// ---- Backup -------------------------------------------------------------------------------------

export const BACKUP_FORMAT = 'nova-workspace-backup';
export const BACKUP_VERSION = 1;
export const BACKUP_SUPPORTED_VERSIONS = [1] as const;
export const BACKUP_API_KEY_NOTE =
  'The AI provider API key is never included in a backup. Enter it again under Settings after restoring.';
/** Restore bodies may be this large (a workspace with long chats). */
export const BACKUP_MAX_BYTES = 50 * 1024 * 1024;

const isoText = z.string().min(1).max(40);

export const backupChatSchema = z.object({
  session: z.object({ sessionId: sessionIdSchema, name: z.string().min(1).max(200), createdAt: isoText, updatedAt: isoText }),
  messages: z.array(
    chatMessageSchema.extend({
      id: z.string().min(1).max(100),
      content: z.string().max(1_000_000),
      timestamp: isoText,
    }),
  ),
});
export type BackupChat = z.infer<typeof backupChatSchema>;

export const backupPromptSchema = z.object({
  id: customPromptIdSchema,
  title: z.string().max(200),
  description: z.string().max(1_000),
  category: promptCategorySchema,
  content: z.string().min(1).max(20_000),
  examples: z.array(z.string()).max(10),
  tags: z.array(z.string()).max(20),
  rating: z.number().min(0).max(5),
  author: z.string().max(100),
  createdAt: isoText,
  updatedAt: isoText,
});
export type BackupPrompt = z.infer<typeof backupPromptSchema>;

export const backupPromptActivitySchema = z.object({
  promptId: promptIdSchema,
  isFavorite: z.boolean(),
  usageCount: z.number().int().min(0),
  lastUsedAt: isoText.nullable(),
});

export const backupWorkflowSchema = z.object({
  id: z.string().min(1).max(100).regex(/^[\w-]+$/, { message: 'Workflow ids contain only letters, digits, "_" and "-"' }),
  definition: workflowInputSchema,
  createdAt: isoText,
  updatedAt: isoText,
});

export const backupVoiceCommandSchema = z.object({
  id: z.string().min(1).max(100),
  command: customVoiceCommandInputSchema,
});

/** A saved Selector Studio selector; its syntax is not checked again on restore (no browser is involved). */
export const backupSelectorSchema = savedSelectorInputSchema.extend({
  id: savedSelectorIdSchema,
  createdAt: isoText,
  updatedAt: isoText,
});
export type BackupSelector = z.infer<typeof backupSelectorSchema>;

/** Read first, so a file of another kind or version gets a message about that rather than about its fields. */
export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { message: `Not a Nova backup: format must be "${BACKUP_FORMAT}"` }),
  version: z.number({ message: 'Must be a number' }).int(),
});

export const backupSchema = backupHeaderSchema.extend({
  exportedAt: isoText,
  note: z.string().optional(),
  chats: z.array(backupChatSchema).default([]),
  prompts: z
    .object({ custom: z.array(backupPromptSchema).default([]), activity: z.array(backupPromptActivitySchema).default([]) })
    .default({ custom: [], activity: [] }),
  /** Chat plugins live in the browser (localStorage `plugins`); the web page fills this list and restores it. */
  plugins: z.array(z.record(z.string(), z.unknown())).max(1_000).default([]),
  workflows: z.array(backupWorkflowSchema).default([]),
  settings: z
    .object({
      ai: z.object({ baseUrl: aiBaseUrlSchema.nullable(), model: aiModelSchema.nullable() }).partial().default({}),
      browser: z
        .object({ searchEngine: searchEngineSchema.nullable(), blockPrivateNetwork: z.boolean().nullable() })
        .partial()
        .default({}),
    })
    .default({ ai: {}, browser: {} }),
  voice: z
    .object({
      settings: updateVoiceSettingsSchema.default({}),
      customCommands: z.array(backupVoiceCommandSchema).default([]),
    })
    .default({ settings: {}, customCommands: [] }),
  shortcuts: z
    .array(z.object({ userId: z.string().min(1).max(100), shortcuts: z.array(shortcutCustomizationSchema) }))
    .default([]),
  /** Added after version 1 was released: files without it restore as before. */
  selectors: z.array(backupSelectorSchema).max(SAVED_SELECTOR_LIMIT).default([]),
  /** The profile owner's name; left out when the workspace never saved one (and in older files). */
  profile: updateProfileSchema.optional(),
});
export type Backup = z.output<typeof backupSchema>;
export type BackupInput = z.input<typeof backupSchema>;

export const restoreSummarySchema = z.object({
  chats: z.object({ sessions: z.number().int(), messages: z.number().int() }),
  prompts: z.object({ custom: z.number().int(), favorites: z.number().int() }),
  /** Counted by the web page, which restores them into the browser. */
  plugins: z.number().int(),
  workflows: z.object({ imported: z.number().int(), alreadyPresent: z.number().int() }),
  settings: z.object({ ai: z.boolean(), browser: z.boolean() }),
  voice: z.object({ settings: z.boolean(), customCommands: z.number().int(), skippedCommands: z.number().int() }),
  shortcuts: z.number().int(),
  /** Skipped: the name is taken by another selector of the workspace, or the workspace is full. */
  selectors: z.object({ imported: z.number().int(), skipped: z.number().int() }),
  profile: z.boolean(),
});
export type RestoreSummary = z.infer<typeof restoreSummarySchema>;

export const clearDataRequestSchema = z.strictObject({
  /** Must be the literal word, so a stray request cannot wipe a workspace. */
  confirm: z.literal('DELETE', { message: 'Send {"confirm": "DELETE"} to clear the workspace data' }),
});

export const clearDataSummarySchema = z.object({
  chats: z.number().int(),
  prompts: z.number().int(),
  workflows: z.number().int(),
  workflowRuns: z.number().int(),
  voiceCommands: z.number().int(),
  shortcuts: z.number().int(),
  settings: z.boolean(),
  qaRuns: z.number().int(),
  selectors: z.number().int(),
  profile: z.boolean(),
});
export type ClearDataSummary = z.infer<typeof clearDataSummarySchema>;
