import { AI_TEST_TIMEOUT_MS, type AiTestResult } from '@nova/shared';
import OpenAI from 'openai';
import type { AiConfig } from '../../config.js';
import { redactSecret } from './ai-config.js';

/** The question the test sends: short, so it costs next to nothing. */
export const TEST_QUESTION = 'Reply with the single word OK.';
const REPLY_MAX_CHARS = 500;
const MESSAGE_MAX_CHARS = 300;

const oneLine = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max);

function hostOf(baseUrl: string | null): string {
  if (!baseUrl) return 'api.openai.com';
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

type Failure = Extract<AiTestResult, { ok: false }>;

/** A provider failure in words a user can act on; the key never appears in it. */
export function describeTestFailure(error: unknown, config: AiConfig, timeoutMs: number): Pick<Failure, 'failure' | 'message' | 'status'> {
  const clean = (text: string) => oneLine(redactSecret(text, config.apiKey), MESSAGE_MAX_CHARS);
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return { failure: 'timeout', status: null, message: `No answer from ${hostOf(config.baseUrl)} within ${timeoutMs / 1000} s` };
  }
  if (error instanceof OpenAI.APIConnectionError) {
    const cause = error.cause instanceof Error ? error.cause : null;
    const code = (cause as (Error & { cause?: { code?: string } }) | null)?.cause?.code;
    const reason = code ?? cause?.message ?? error.message;
    return { failure: 'unreachable', status: null, message: clean(`Could not reach ${hostOf(config.baseUrl)} (${reason})`) };
  }
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    const detail = clean(error.message.replace(/^\d{3}\s*/, ''));
    if (error.status === 401 || error.status === 403) {
      return { failure: 'rejected-key', status: error.status, message: `The provider rejected the API key (${error.status}): ${detail}` };
    }
    return { failure: 'provider-error', status: error.status, message: `The provider answered ${error.status}: ${detail}` };
  }
  return { failure: 'provider-error', status: null, message: clean(error instanceof Error ? error.message : String(error)) };
}

/** Asks the provider one short question with the given configuration; never throws. */
export async function testAiConnection(config: AiConfig, timeoutMs = AI_TEST_TIMEOUT_MS): Promise<AiTestResult> {
  const base = { baseUrl: config.baseUrl, model: config.model };
  if (!config.apiKey) {
    return {
      ...base,
      ok: false,
      failure: 'not-configured',
      status: null,
      latencyMs: 0,
      message: config.baseUrl
        ? 'No API key: enter one (the server’s OPENAI_API_KEY is only used with its own OPENAI_BASE_URL)'
        : 'No API key: enter one, or set OPENAI_API_KEY on the server',
    };
  }
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl ?? undefined, timeout: timeoutMs, maxRetries: 0 });
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const completion = await client.chat.completions.create({ model: config.model, messages: [{ role: 'user', content: TEST_QUESTION }] });
    const reply = completion.choices[0]?.message.content ?? '';
    if (!reply.trim()) {
      return { ...base, ok: false, failure: 'provider-error', status: null, latencyMs: latency(), message: 'The provider answered, but the reply was empty' };
    }
    return { ...base, ok: true, reply: oneLine(redactSecret(reply, config.apiKey), REPLY_MAX_CHARS), latencyMs: latency() };
  } catch (error) {
    return { ...base, ok: false, latencyMs: latency(), ...describeTestFailure(error, config, timeoutMs) };
  }
}
