import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { PROMPT_STORAGE_KEYS, readPromptState, writePromptState } from './prompt-storage';
import { makePrompt } from './test-prompts';

describe('prompt storage', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts empty and reads back what it wrote', () => {
    expect(readPromptState()).toEqual({ local: { customPrompts: [], favorites: [] }, queue: [], recent: [] });
    const state = {
      local: { customPrompts: [makePrompt()], favorites: ['cg-1'] },
      queue: [{ kind: 'favorite' as const, id: 'cg-1', isFavorite: true, seq: 1, attempts: 2 }],
      recent: ['cg-1'],
    };
    writePromptState(state);
    expect(readPromptState()).toEqual(state);
  });

  it('falls back to empty lists for corrupt JSON and drops broken entries, keeping the rest', () => {
    storage.setItem(PROMPT_STORAGE_KEYS.customPrompts, '{not json');
    storage.setItem(PROMPT_STORAGE_KEYS.favorites, JSON.stringify(['cg-1', 7, 'db-2']));
    storage.setItem(PROMPT_STORAGE_KEYS.queue, JSON.stringify([{ kind: 'teleport', seq: 1, attempts: 0 }, { kind: 'delete', id: 'custom-1', seq: 2, attempts: 0 }]));
    storage.setItem(PROMPT_STORAGE_KEYS.recent, JSON.stringify({ not: 'a list' }));
    expect(readPromptState()).toEqual({
      local: { customPrompts: [], favorites: ['cg-1', 'db-2'] },
      queue: [{ kind: 'delete', id: 'custom-1', seq: 2, attempts: 0 }],
      recent: [],
    });
  });

  it('drops a stored prompt with an unknown category', () => {
    storage.setItem(PROMPT_STORAGE_KEYS.customPrompts, JSON.stringify([makePrompt({ id: 'custom-ok' }), { ...makePrompt(), category: 'poetry' }]));
    expect(readPromptState().local.customPrompts.map((p) => p.id)).toEqual(['custom-ok']);
  });

  it('keeps at most 10 recent prompts', () => {
    storage.setItem(PROMPT_STORAGE_KEYS.recent, JSON.stringify(Array.from({ length: 14 }, (_, i) => `p${i}`)));
    expect(readPromptState().recent).toHaveLength(10);
  });

  it('writes only the parts that changed', () => {
    const state = readPromptState();
    const setItem = vi.spyOn(storage, 'setItem');
    writePromptState({ ...state, recent: ['x'] }, state);
    expect(setItem.mock.calls.map(([key]) => key)).toEqual([PROMPT_STORAGE_KEYS.recent]);
  });
});
