import { OPENAI_DOOR_SESSION_ID } from '@nova/shared';
import { z } from 'zod';
import type { UpstreamMessage } from '../ai-chat/chat-provider.js';

/** Text only: a part of another type (an image) fails validation with 400. */
const contentSchema = z.union([z.string(), z.array(z.object({ type: z.literal('text'), text: z.string() }))]).nullish();

/** What the door reads of OpenAI's request; other fields (temperature, tools, …) are accepted and ignored. */
export const chatCompletionRequestSchema = z.object({
  model: z.string().min(1).max(200),
  messages: z
    .array(z.object({ role: z.enum(['system', 'developer', 'user', 'assistant']), content: contentSchema }))
    .min(1)
    .max(1_000),
  stream: z.boolean().nullish(),
  user: z.string().max(1_000).nullish(),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;

export const openAiErrorSchema = z.object({
  error: z.object({ message: z.string(), type: z.string(), code: z.string().nullable() }),
});
export type OpenAiError = z.infer<typeof openAiErrorSchema>;

const modelSchema = z.object({
  id: z.string(),
  object: z.literal('model'),
  created: z.number().int(),
  owned_by: z.string(),
});
export const modelListSchema = z.object({ object: z.literal('list'), data: z.array(modelSchema) });
export { modelSchema };

export const chatCompletionSchema = z.object({
  id: z.string(),
  object: z.literal('chat.completion'),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number().int(),
      message: z.object({ role: z.literal('assistant'), content: z.string(), refusal: z.null() }),
      finish_reason: z.literal('stop'),
      logprobs: z.null(),
    }),
  ),
});

/** The conversation as the provider takes it: text joined, `developer` read as `system`. */
export function toUpstream(messages: ChatCompletionRequest['messages']): UpstreamMessage[] {
  return messages.map(({ role, content }) => ({
    role: role === 'developer' ? 'system' : role,
    content: typeof content === 'string' ? content : (content ?? []).map((part) => part.text).join('\n'),
  }));
}

/** The `user` field as a session id: characters a session id cannot hold become "-". */
export function sessionIdFromUser(user: string | null | undefined): string {
  const cleaned = (user ?? '').trim().replace(/[^\w-]+/g, '-').slice(0, 100);
  return cleaned.replace(/-/g, '') === '' ? OPENAI_DOOR_SESSION_ID : cleaned;
}
