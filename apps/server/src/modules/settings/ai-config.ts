import { AI_API_KEY_HINT_CHARS, AI_API_KEY_HINT_MIN_LENGTH, type SettingSource } from '@nova/shared';
import type { AiConfig } from '../../config.js';

/** What a workspace stored; null fields fall back to the environment (OPENAI_*). */
export interface StoredAiSettings {
  baseUrl: string | null;
  model: string | null;
  apiKey: string | null;
}

export const NO_AI_OVERRIDES: Readonly<StoredAiSettings> = { baseUrl: null, model: null, apiKey: null };

/** The provider configuration a workspace's AI requests use. */
export interface ResolvedAiConfig extends AiConfig {
  apiKeySource: SettingSource | null;
}

/** The OpenAI SDK's endpoint when no base URL is set. */
const OPENAI_API_URL = 'https://api.openai.com/v1';

const endpoint = (baseUrl: string | null) => (baseUrl ?? OPENAI_API_URL).trim().replace(/\/+$/, '').toLowerCase();

/**
 * Stored values win over the environment's. The environment's key is only ever sent to the
 * environment's endpoint: a workspace that points the AI at another address must bring its own key,
 * or anyone with a workspace could have the server's key sent to a host of their choosing.
 */
export function resolveAiConfig(env: AiConfig, stored: StoredAiSettings): ResolvedAiConfig {
  const baseUrl = stored.baseUrl ?? env.baseUrl;
  const envKeyAllowed = endpoint(baseUrl) === endpoint(env.baseUrl);
  const apiKey = stored.apiKey ?? (envKeyAllowed ? env.apiKey : null);
  return {
    ...env,
    baseUrl,
    model: stored.model ?? env.model,
    apiKey,
    apiKeySource: stored.apiKey ? 'settings' : apiKey ? 'environment' : null,
  };
}

/** "…abcd" of a key long enough that four characters give nothing away; "…" otherwise. */
export function apiKeyHint(apiKey: string): string {
  return apiKey.length >= AI_API_KEY_HINT_MIN_LENGTH ? `…${apiKey.slice(-AI_API_KEY_HINT_CHARS)}` : '…';
}

const SECRET_PIECE_MIN = 8;

/**
 * Removes the key from text a provider answered (some echo it in their error messages): the whole
 * key and any word that is a piece of it of 8 characters or more.
 */
export function redactSecret(text: string, secret: string | null): string {
  if (!secret) return text;
  const withoutWhole = text.split(secret).join('***');
  return withoutWhole.replace(/[^\s"'`,;:()[\]{}<>]+/g, (word) => {
    const core = word.replace(/\*+/g, '').replace(/[.!?]+$/, '');
    return core.length >= SECRET_PIECE_MIN && secret.includes(core) ? '***' : word;
  });
}
