import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { API_KEY_STORAGE_KEY, curlExamples, readStoredApiKey, storeApiKey } from './api-key-storage';

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('API key storage', () => {
  it('keeps the key, and forgets it on revoke', () => {
    storeApiKey('nova_abc123');
    expect(readStoredApiKey()).toBe('nova_abc123');
    storeApiKey(null);
    expect(localStorage.getItem(API_KEY_STORAGE_KEY)).toBeNull();
  });

  it('reads anything that is not a workspace key as none', () => {
    for (const raw of ['{bad', '42', '"sk-other"', 'null']) {
      localStorage.setItem(API_KEY_STORAGE_KEY, raw);
      expect(readStoredApiKey(), raw).toBeNull();
    }
  });

  it('builds copyable examples with the origin and the key', () => {
    const examples = curlExamples('https://nova.example', 'nova_k');
    expect(examples.map((e) => e.label)).toEqual(['/api/ai-chat/external', '/api/ai-chat/usage', '/v1/chat/completions']);
    expect(examples[0]?.command).toContain('https://nova.example/api/ai-chat/external');
    expect(examples[0]?.command).toContain('X-API-Key: nova_k');
    expect(examples[2]?.command).toContain('Authorization: Bearer nova_k');
  });
});
