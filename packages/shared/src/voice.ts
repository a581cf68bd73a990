import { z } from 'zod';

/** Spec A §9: the voice assistant's constants. */
export const VOICE_WAKE_WINDOW_MS = 30_000;
export const VOICE_HISTORY_LIMIT = 50;
export const VOICE_SUCCESS_RATE_WINDOW = 20;
export const VOICE_RESTART_DELAY_MS = 100;
export const VOICE_MAX_ALTERNATIVES = 3;
export const VOICE_DEFAULT_LANGUAGE = 'en-US';
export const VOICE_SPEECH_RATE = 1.1;
export const VOICE_SPEECH_PITCH = 1;
/** The brand word (BRAND, lower case) of the wake phrases "hey nova" and "nova"; configurable in the voice settings. */
export const VOICE_DEFAULT_WAKE_WORD = 'nova';
/** Recognition languages offered in the voice settings (English by default, spec A §1). */
export const VOICE_LANGUAGES = ['en-US', 'en-GB', 'nb-NO', 'sv-SE', 'da-DK', 'de-DE', 'fr-FR', 'es-ES'] as const;

/** Spec B §4 and §9: chat recording stops by itself after 30 s. */
export const SPEECH_RECORDING_MAX_MS = 30_000;
/** Decoded audio accepted by POST /api/ai-chat/speech-to-text (30 s of any common codec fits easily). */
export const SPEECH_AUDIO_MAX_BYTES = 8 * 1024 * 1024;

/** Custom commands a workspace may train, and the limits of one command. */
export const VOICE_CUSTOM_COMMANDS_MAX = 200;
export const VOICE_PHRASES_MAX = 10;
export const VOICE_PHRASE_MAX_CHARS = 100;
export const VOICE_PARAM_MAX_CHARS = 500;
/** Executions kept per workspace for the profile's statistics (totals are counted separately). */
export const VOICE_LOG_RETENTION = 500;

export const VOICE_CATEGORIES = ['navigation', 'ai-chat', 'code', 'workflow', 'general'] as const;
export type VoiceCategory = (typeof VOICE_CATEGORIES)[number];

/** Every action a voice command can run (spec A §5 phrase groups), with its category. */
export const VOICE_ACTION_CATEGORIES = {
  navigate: 'navigation',
  'navigate-back': 'navigation',
  'chat-send': 'ai-chat',
  'chat-clear': 'ai-chat',
  'chat-copy-last': 'ai-chat',
  'chat-regenerate': 'ai-chat',
  'chat-voice-mode': 'ai-chat',
  'stop-speaking': 'ai-chat',
  'code-generate': 'code',
  'code-debug': 'code',
  'code-refactor': 'code',
  'code-explain': 'code',
  'code-test': 'code',
  'workflow-run': 'workflow',
  'workflow-create': 'workflow',
  'workflow-stop': 'workflow',
  'workflow-save': 'workflow',
  'workflow-test': 'workflow',
  search: 'general',
  help: 'general',
  show: 'general',
  undo: 'general',
  redo: 'general',
  screenshot: 'general',
  fullscreen: 'general',
  minimize: 'general',
  close: 'general',
  'stop-listening': 'general',
} as const satisfies Record<string, VoiceCategory>;
export type VoiceAction = keyof typeof VOICE_ACTION_CATEGORIES;
export const VOICE_ACTIONS = Object.keys(VOICE_ACTION_CATEGORIES) as VoiceAction[];

export const voiceActionSchema = z.enum(VOICE_ACTIONS as [VoiceAction, ...VoiceAction[]]);
export const voiceCategorySchema = z.enum(VOICE_CATEGORIES);

/** Spec A §3 "Voice command" params. */
export const VOICE_PARAM_KEYS = ['path', 'type', 'query', 'target', 'description', 'topic'] as const;
export type VoiceParamKey = (typeof VOICE_PARAM_KEYS)[number];
const paramValue = z.string().trim().min(1).max(VOICE_PARAM_MAX_CHARS);
export const voiceParamsSchema = z.strictObject({
  path: paramValue.regex(/^\/[\w\-/]*$/, { message: 'must be an app path starting with "/"' }).optional(),
  type: paramValue.optional(),
  query: paramValue.optional(),
  target: paramValue.optional(),
  description: paramValue.optional(),
  topic: paramValue.optional(),
});
export type VoiceParams = z.infer<typeof voiceParamsSchema>;

/** Lower case, punctuation removed, whitespace collapsed: how phrases and transcripts are compared. */
export function normalizeVoiceText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[.,!?;:"“”«»()[\]{}]/g, ' ')
    .replace(/[’']/g, '')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const voiceCommandSchema = z.object({
  id: z.string(),
  phrase: z.array(z.string()),
  action: voiceActionSchema,
  category: voiceCategorySchema,
  params: voiceParamsSchema,
  description: z.string(),
  requiresConfirmation: z.boolean().optional(),
  aliases: z.array(z.string()).optional(),
});
export type VoiceCommand = z.infer<typeof voiceCommandSchema>;

const phraseSchema = z
  .string()
  .transform(normalizeVoiceText)
  .pipe(
    z
      .string()
      .min(2, { message: 'must have at least 2 letters' })
      .max(VOICE_PHRASE_MAX_CHARS, { message: `must be at most ${VOICE_PHRASE_MAX_CHARS} characters` }),
  );

/** What POST /api/voice/train takes: one phrase or several, optional aliases, the action and its params. */
export const customVoiceCommandInputSchema = z
  .object({
    phrase: z.preprocess(
      (value) => (typeof value === 'string' ? [value] : value),
      z
        .array(phraseSchema)
        .min(1, { message: 'needs at least one phrase' })
        .max(VOICE_PHRASES_MAX, { message: `takes at most ${VOICE_PHRASES_MAX} phrases` }),
    ),
    aliases: z.array(phraseSchema).max(VOICE_PHRASES_MAX, { message: `takes at most ${VOICE_PHRASES_MAX} aliases` }).default([]),
    action: voiceActionSchema,
    params: voiceParamsSchema.default({}),
    description: z.string().trim().max(200).optional(),
    requiresConfirmation: z.boolean().default(false),
  })
  .superRefine((command, ctx) => {
    if (command.action === 'navigate' && !command.params.path && !command.params.target) {
      ctx.addIssue({ code: 'custom', path: ['params', 'path'], message: 'navigate needs params.path or params.target' });
    }
    if (command.action === 'search' && !command.params.query) {
      ctx.addIssue({ code: 'custom', path: ['params', 'query'], message: 'search needs params.query' });
    }
    const seen = new Set<string>();
    for (const [index, phrase] of [...command.phrase, ...command.aliases].entries()) {
      if (seen.has(phrase)) {
        const field = index < command.phrase.length ? ['phrase', index] : ['aliases', index - command.phrase.length];
        ctx.addIssue({ code: 'custom', path: field, message: `"${phrase}" is listed twice` });
      }
      seen.add(phrase);
    }
  });
export type CustomVoiceCommandInput = z.input<typeof customVoiceCommandInputSchema>;

export const trainVoiceCommandRequestSchema = z.object({ command: customVoiceCommandInputSchema });
export const trainVoiceCommandResponseSchema = z.object({ command: voiceCommandSchema });
export const voiceCommandListSchema = z.object({ commands: z.array(voiceCommandSchema) });

export const voiceSettingsSchema = z.object({
  language: z.enum(VOICE_LANGUAGES),
  wakeWordRequired: z.boolean(),
  wakeWord: z.string(),
  confirmDangerous: z.boolean(),
  continuous: z.boolean(),
});
export type VoiceSettings = z.infer<typeof voiceSettingsSchema>;

/** PUT /api/voice/settings: any of the settings; the wake word is normalised to one lower-case word. */
export const updateVoiceSettingsSchema = voiceSettingsSchema
  .extend({
    wakeWord: z
      .string()
      .transform(normalizeVoiceText)
      .pipe(z.string().regex(/^\p{L}{2,20}$/u, { message: 'must be one word of 2–20 letters' })),
  })
  .partial();

export const DEFAULT_VOICE_SETTINGS: Readonly<VoiceSettings> = {
  language: VOICE_DEFAULT_LANGUAGE,
  wakeWordRequired: true,
  wakeWord: VOICE_DEFAULT_WAKE_WORD,
  confirmDangerous: true,
  continuous: true,
};

export const voiceStatsSchema = z.object({
  totalCommands: z.number().int(),
  successfulCommands: z.number().int(),
  /** Percent of the last VOICE_SUCCESS_RATE_WINDOW logged executions that succeeded; 100 with none. */
  recentSuccessRate: z.number(),
  lastCommandAt: z.string().nullable(),
  topActions: z.array(z.object({ action: z.string(), count: z.number().int() })),
});
export type VoiceStats = z.infer<typeof voiceStatsSchema>;

export const voiceProfileSchema = z.object({
  settings: voiceSettingsSchema,
  stats: voiceStatsSchema,
  customCommandCount: z.number().int(),
});
export type VoiceProfile = z.infer<typeof voiceProfileSchema>;

/** Spec A §7: POST /api/voice/command, sent after every executed command. */
export const voiceCommandLogSchema = z.object({
  command: z.string().min(1).max(100),
  action: voiceActionSchema,
  params: voiceParamsSchema.default({}),
  timestamp: z.iso.datetime(),
  success: z.boolean().default(true),
});
export type VoiceCommandLog = z.input<typeof voiceCommandLogSchema>;

/** GET /api/voice/history: the newest logged executions, newest first. */
export const VOICE_HISTORY_QUERY_MAX = 100;
export const voiceHistoryQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(VOICE_HISTORY_QUERY_MAX, { message: `must be at most ${VOICE_HISTORY_QUERY_MAX}` })
    .default(VOICE_SUCCESS_RATE_WINDOW),
});
export const voiceHistoryEntrySchema = z.object({
  id: z.number().int(),
  commandId: z.string(),
  action: z.string(),
  params: voiceParamsSchema,
  success: z.boolean(),
  executedAt: z.string(),
});
export type VoiceHistoryEntry = z.infer<typeof voiceHistoryEntrySchema>;
export const voiceHistorySchema = z.object({ entries: z.array(voiceHistoryEntrySchema) });

/** POST /api/ai-chat/speech-to-text (spec B §7): base64 audio, optionally as a data: URL. */
export const speechToTextRequestSchema = z.object({
  audio: z.string().min(1, { message: 'must not be empty' }),
  mimeType: z.string().max(100).optional(),
});
export type SpeechToTextRequest = z.infer<typeof speechToTextRequestSchema>;
export const speechToTextResponseSchema = z.object({ text: z.string() });
