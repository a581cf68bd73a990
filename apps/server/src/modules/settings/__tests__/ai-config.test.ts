import { describe, expect, it } from 'vitest';
import type { AiConfig } from '../../../config.js';
import { apiKeyHint, NO_AI_OVERRIDES, redactSecret, resolveAiConfig } from '../ai-config.js';

const env: AiConfig = { apiKey: 'sk-env', baseUrl: 'http://provider.example/v1', model: 'env-model', transcribeModel: 'whisper-1', timeoutMs: 1000 };

describe('resolveAiConfig', () => {
  it('uses the environment where nothing is stored', () => {
    expect(resolveAiConfig(env, NO_AI_OVERRIDES)).toEqual({ ...env, apiKeySource: 'environment' });
  });

  it('lets stored values win, field by field', () => {
    expect(resolveAiConfig(env, { baseUrl: null, model: 'mine', apiKey: 'sk-mine' })).toMatchObject({
      baseUrl: env.baseUrl,
      model: 'mine',
      apiKey: 'sk-mine',
      apiKeySource: 'settings',
    });
  });

  it('sends the environment’s key only to the environment’s endpoint', () => {
    expect(resolveAiConfig(env, { ...NO_AI_OVERRIDES, baseUrl: 'http://elsewhere.example/v1' })).toMatchObject({ apiKey: null, apiKeySource: null });
    expect(resolveAiConfig(env, { ...NO_AI_OVERRIDES, baseUrl: 'HTTP://provider.example/v1/' })).toMatchObject({ apiKey: 'sk-env' });
    const openAi = { ...env, baseUrl: null };
    expect(resolveAiConfig(openAi, { ...NO_AI_OVERRIDES, baseUrl: 'https://api.openai.com/v1' })).toMatchObject({ apiKey: 'sk-env' });
    expect(resolveAiConfig(env, { ...NO_AI_OVERRIDES, baseUrl: 'http://elsewhere.example/v1', apiKey: 'sk-mine' })).toMatchObject({ apiKey: 'sk-mine' });
  });

  it('is unconfigured without any key', () => {
    expect(resolveAiConfig({ ...env, apiKey: null }, NO_AI_OVERRIDES)).toMatchObject({ apiKey: null, apiKeySource: null });
  });
});

describe('apiKeyHint', () => {
  it('shows the last four characters of a long key and nothing of a short one', () => {
    expect(apiKeyHint('sk-0123456789abcd')).toBe('…abcd');
    expect(apiKeyHint('short-key')).toBe('…');
  });
});

describe('redactSecret', () => {
  const key = 'sk-live-0123456789abcdef';
  it('removes the whole key and long pieces of it', () => {
    expect(redactSecret(`Incorrect API key provided: ${key}.`, key)).toBe('Incorrect API key provided: ***.');
    expect(redactSecret('key "0123456789abcdef" refused', key)).toBe('key "***" refused');
    expect(redactSecret('model sk-live not found', key)).toBe('model sk-live not found');
  });
  it('leaves text alone without a key', () => {
    expect(redactSecret('anything', null)).toBe('anything');
  });
});
