import * as v from 'valibot';
import { readStoredJson, removeStored, writeStoredJson } from '@/lib/storage';

/** Spec B §3: the API key is kept in local storage, so the panel can show it while active. */
export const API_KEY_STORAGE_KEY = 'apiKey';

export function readStoredApiKey(): string | null {
  return readStoredJson(API_KEY_STORAGE_KEY, v.nullable(v.pipe(v.string(), v.startsWith('nova_'))), null);
}

export function storeApiKey(apiKey: string | null): void {
  if (apiKey) writeStoredJson(API_KEY_STORAGE_KEY, apiKey);
  else removeStored(API_KEY_STORAGE_KEY);
}

/** Ready-to-copy examples for the external endpoint and the OpenAI-compatible door. */
export function curlExamples(origin: string, apiKey: string): { label: string; command: string }[] {
  return [
    {
      label: '/api/ai-chat/external',
      command: `curl -X POST ${origin}/api/ai-chat/external \\\n  -H "Content-Type: application/json" \\\n  -H "X-API-Key: ${apiKey}" \\\n  -d '{"message": "Hei! Hva kan du hjelpe meg med?"}'`,
    },
    {
      label: '/api/ai-chat/usage',
      command: `curl ${origin}/api/ai-chat/usage -H "X-API-Key: ${apiKey}"`,
    },
    {
      label: '/v1/chat/completions',
      command: `curl -X POST ${origin}/v1/chat/completions \\\n  -H "Content-Type: application/json" \\\n  -H "Authorization: Bearer ${apiKey}" \\\n  -d '{"model": "nova-workspace", "messages": [{"role": "user", "content": "Hei!"}]}'`,
    },
  ];
}
