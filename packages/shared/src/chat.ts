import { z } from 'zod';

/** Spec B §3: the default chat session. */
export const CHAT_DEFAULT_SESSION_ID = 'default';
/** Longer messages are refused with 413 (documented in docs/api.md). */
export const CHAT_MESSAGE_MAX_CHARS = 16_000;
/** How many earlier messages of the session go to the model with each question. */
export const CHAT_HISTORY_LIMIT = 20;
/** Page text sent to the model is cut to this many characters (about 3,000 tokens). */
export const CHAT_PAGE_CONTENT_MAX_CHARS = 12_000;
export const CHAT_SESSION_NAME_MAX = 100;

export const chatRoleSchema = z.enum(['user', 'assistant']);
export const chatReactionSchema = z.enum(['like', 'sparkles']);
export type ChatReaction = z.infer<typeof chatReactionSchema>;

export const sessionIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/, { message: 'Session ids contain only letters, digits, "_" and "-"' });

/** Spec B §3 "Browser context", as sent with a message. */
export const browserContextSchema = z.object({
  url: z.string().max(2048).optional(),
  pageTitle: z.string().max(1000).optional(),
  selectedText: z.string().max(20_000).optional(),
});
export type BrowserContext = z.infer<typeof browserContextSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  timestamp: z.string(),
  context: z.object({ url: z.string(), pageTitle: z.string() }).nullable(),
  metadata: z
    .object({ workflowId: z.string().optional(), processingType: z.enum(['workflow', 'plugin', 'other']).optional() })
    .nullable(),
  reaction: chatReactionSchema.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const sendMessageRequestSchema = z.object({
  sessionId: sessionIdSchema.default(CHAT_DEFAULT_SESSION_ID),
  message: z.string(),
  context: browserContextSchema.optional(),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

/** `message` is the assistant's reply (spec B §7); the stored question comes along. */
export const sendMessageResponseSchema = z.object({ userMessage: chatMessageSchema, message: chatMessageSchema });
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/**
 * Server-sent events of POST /api/ai-chat/message/stream, one JSON object per `data:` line:
 * `user` (the stored question), `delta` (the next piece of the reply), then `done`
 * (the stored reply) or `error`.
 */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user'), message: chatMessageSchema }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), message: chatMessageSchema }),
  z.object({ type: z.literal('error'), status: z.number().int(), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

export const chatSessionSchema = z.object({
  sessionId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

export const chatSessionListSchema = z.object({ sessions: z.array(chatSessionSchema) });
export const chatSessionDetailSchema = z.object({ session: chatSessionSchema, messages: z.array(chatMessageSchema) });
export type ChatSessionDetail = z.infer<typeof chatSessionDetailSchema>;

export const renameSessionSchema = z.object({ name: z.string().trim().min(1).max(CHAT_SESSION_NAME_MAX) });
export const setReactionSchema = z.object({ reaction: chatReactionSchema.nullable() });
