import OpenAI from 'openai';
import type { AiConfig } from '../../config.js';

export interface UpstreamMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The language model behind the chat; any OpenAI-compatible endpoint, or a stand-in in tests. */
export interface ChatModelProvider {
  complete(messages: UpstreamMessage[], signal?: AbortSignal): Promise<string>;
  /** The reply piece by piece, as the provider produces it. */
  stream(messages: UpstreamMessage[], signal?: AbortSignal): AsyncIterable<string>;
}

/**
 * The provider a workspace's AI requests use, resolved per request from its settings over the
 * environment (settings module, resolveAiConfig); null when the workspace has no usable key.
 */
export type ChatProviderSource = (workspaceId: string) => Promise<ChatModelProvider | null>;

/** A provider failure as the API reports it: 401 for a rejected key, 502 for everything else. */
export class ProviderError extends Error {
  constructor(
    readonly status: 401 | 502,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

const REJECTED_KEY = 'The AI provider rejected the API key';
const REASON_MAX_CHARS = 200;

const providerFailure = (reason: string) =>
  new ProviderError(502, `AI provider error: ${reason.replace(/\s+/g, ' ').trim().slice(0, REASON_MAX_CHARS)}`);

export function toProviderError(error: unknown, timeoutMs: number): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return providerFailure(`no answer within ${timeoutMs} ms`);
  if (error instanceof OpenAI.APIUserAbortError) return providerFailure('the request was cancelled');
  if (error instanceof OpenAI.APIConnectionError) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return providerFailure(`could not reach the provider${cause}`);
  }
  if (error instanceof OpenAI.APIError) {
    if (error.status === 401 || error.status === 403) return new ProviderError(401, REJECTED_KEY);
    return providerFailure(error.message);
  }
  return providerFailure(error instanceof Error ? error.message : String(error));
}

const emptyReply = () => providerFailure('the reply was empty');

/** null when no API key is configured: the chat then answers 503. */
export function createChatProvider(config: AiConfig): ChatModelProvider | null {
  if (!config.apiKey) return null;
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl ?? undefined,
    timeout: config.timeoutMs,
    maxRetries: 0,
  });

  return {
    async complete(messages, signal) {
      try {
        const completion = await client.chat.completions.create({ model: config.model, messages }, { signal });
        const content = completion.choices[0]?.message.content;
        if (!content) throw emptyReply();
        return content;
      } catch (error) {
        throw toProviderError(error, config.timeoutMs);
      }
    },

    async *stream(messages, signal) {
      try {
        const chunks = await client.chat.completions.create(
          { model: config.model, messages, stream: true },
          { signal },
        );
        let received = false;
        try {
          for await (const chunk of chunks) {
            const text = chunk.choices[0]?.delta?.content;
            if (!text) continue;
            received = true;
            yield text;
          }
        } catch (error) {
          // A dropped connection surfaces as a bare fetch error ("terminated").
          if (error instanceof OpenAI.OpenAIError || !(error instanceof Error)) throw error;
          throw providerFailure(`the reply broke off (${error.message})`);
        }
        if (!received) throw emptyReply();
      } catch (error) {
        throw toProviderError(error, config.timeoutMs);
      }
    },
  };
}
