import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 5000, host: 'localhost', logLevel: 'info' });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.ai).toEqual({ apiKey: null, baseUrl: null, model: 'gpt-4o-mini', transcribeModel: 'whisper-1', timeoutMs: 60_000 });
  });

  it('reads the AI provider settings, treating blank values as unset', () => {
    const config = loadConfig({
      OPENAI_API_KEY: ' sk-test ',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_MODEL: 'llama3.1',
      OPENAI_TRANSCRIBE_MODEL: 'whisper-large-v3',
      OPENAI_TIMEOUT_MS: '5000',
    });
    expect(config.ai).toEqual({
      apiKey: 'sk-test',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
      transcribeModel: 'whisper-large-v3',
      timeoutMs: 5000,
    });
    const blank = loadConfig({ OPENAI_API_KEY: '', OPENAI_BASE_URL: ' ', OPENAI_MODEL: '', OPENAI_TRANSCRIBE_MODEL: ' ', OPENAI_TIMEOUT_MS: '' });
    expect(blank.ai).toEqual(loadConfig({}).ai);
  });

  it('reads the environment', () => {
    const config = loadConfig({ PORT: '6123', HOST: '0.0.0.0', DATA_DIR: '/tmp/nova', LOG_LEVEL: 'warn' });
    expect(config).toMatchObject({ port: 6123, host: '0.0.0.0', dataDir: '/tmp/nova', logLevel: 'warn' });
  });

  it('rejects bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ OPENAI_BASE_URL: 'localhost:11434' })).toThrow(/OPENAI_BASE_URL/);
    expect(() => loadConfig({ OPENAI_TIMEOUT_MS: '0' })).toThrow(/OPENAI_TIMEOUT_MS/);
  });
});
