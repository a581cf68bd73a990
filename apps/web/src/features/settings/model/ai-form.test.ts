import type { WorkspaceSettings } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { settingsStrings as t } from '@/lib/i18n/nb/settings';
import { aiFormChanged, aiFormFrom, aiTestRequestFrom, aiUpdateFrom, validateAiForm } from './ai-form';

const settings = (ai: Partial<WorkspaceSettings['ai']> = {}): WorkspaceSettings => ({
  ai: {
    baseUrl: null,
    model: null,
    apiKeyConfigured: true,
    apiKeySource: 'environment',
    apiKeyHint: null,
    effective: { baseUrl: null, model: 'gpt-4o-mini' },
    environment: { baseUrl: null, model: 'gpt-4o-mini', apiKeyConfigured: true },
    ...ai,
  },
  browser: {
    searchEngine: null,
    blockPrivateNetwork: null,
    effective: { searchEngine: 'https://duckduckgo.com/?q={query}', blockPrivateNetwork: false },
    environment: { searchEngine: 'https://duckduckgo.com/?q={query}', blockPrivateNetwork: false },
    blockPrivateNetworkLocked: false,
  },
});

describe('AI form', () => {
  it('starts from the stored overrides and never from a key', () => {
    expect(aiFormFrom(settings({ baseUrl: 'http://localhost:11434/v1', model: 'llama3', apiKeySource: 'settings', apiKeyHint: '…abcd' }))).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3',
      apiKey: '',
    });
  });

  it('names each bad field in Norwegian and accepts empty fields as the server default', () => {
    expect(validateAiForm({ baseUrl: '', model: '', apiKey: '' })).toEqual({});
    expect(validateAiForm({ baseUrl: 'localhost:11434', model: 'x'.repeat(201), apiKey: 'sk abc' })).toEqual({
      baseUrl: t.fieldErrors.url,
      model: t.fieldErrors.tooLong,
      apiKey: t.fieldErrors.apiKey,
    });
  });

  it('sends empty fields as null and a key only when typed', () => {
    expect(aiUpdateFrom({ baseUrl: ' ', model: ' llama3 ', apiKey: '' })).toEqual({ baseUrl: null, model: 'llama3' });
    expect(aiUpdateFrom({ baseUrl: 'http://h/v1', model: '', apiKey: ' sk-1 ' })).toEqual({ baseUrl: 'http://h/v1', model: null, apiKey: 'sk-1' });
    expect(aiTestRequestFrom({ baseUrl: '', model: '', apiKey: 'sk-typed' })).toEqual({ baseUrl: null, model: null, apiKey: 'sk-typed' });
  });

  it('knows when there is something to save', () => {
    const stored = settings({ model: 'llama3' });
    expect(aiFormChanged({ baseUrl: '', model: 'llama3', apiKey: '' }, stored)).toBe(false);
    expect(aiFormChanged({ baseUrl: '', model: 'llama3', apiKey: 'sk' }, stored)).toBe(true);
    expect(aiFormChanged({ baseUrl: '', model: '', apiKey: '' }, stored)).toBe(true);
  });
});
