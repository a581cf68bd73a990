import type { Prompt } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { httpStatusOf, isRetryable, sendPromptChange, type PromptApi } from './send-prompt-change';
import { makePrompt } from './test-prompts';

/** A fake server holding prompts and favorites, answering like the real routes. */
function fakeServer(initial: Prompt[] = [], favorites: string[] = []) {
  const prompts = new Map(initial.map((p) => [p.id, p]));
  const favs = new Set(favorites);
  const calls: string[] = [];
  const api: PromptApi = {
    async create(prompt) {
      calls.push(`POST ${prompt.id}`);
      if (prompts.has(prompt.id)) throw new Error(`409: {"message":"A prompt with id ${prompt.id} already exists"}`);
      prompts.set(prompt.id, { ...prompt, updatedAt: 'server' });
      return prompts.get(prompt.id) as Prompt;
    },
    async update(prompt) {
      calls.push(`PUT ${prompt.id}`);
      if (!prompts.has(prompt.id)) throw new Error('404: {"message":"Prompt not found"}');
      prompts.set(prompt.id, { ...prompt, updatedAt: 'server' });
      return prompts.get(prompt.id) as Prompt;
    },
    async remove(id) {
      calls.push(`DELETE ${id}`);
      if (!prompts.delete(id)) throw new Error('404: {"message":"Prompt not found"}');
    },
    async toggleFavorite(id) {
      calls.push(`FAVORITE ${id}`);
      if (favs.has(id)) favs.delete(id);
      else favs.add(id);
      return favs.has(id);
    },
  };
  return { api, prompts, favs, calls };
}

const mine = makePrompt({ id: 'custom-1', title: 'Mine' });

describe('sendPromptChange', () => {
  it('creates a new prompt and answers the server copy', async () => {
    const server = fakeServer();
    const saved = await sendPromptChange({ kind: 'save', prompt: mine, isNew: true }, server.api);
    expect(saved?.updatedAt).toBe('server');
    expect(server.calls).toEqual(['POST custom-1']);
  });

  it('a create whose earlier answer was lost becomes an update', async () => {
    const server = fakeServer([mine]);
    await sendPromptChange({ kind: 'save', prompt: { ...mine, title: 'v2' }, isNew: true }, server.api);
    expect(server.calls).toEqual(['POST custom-1', 'PUT custom-1']);
    expect(server.prompts.get('custom-1')?.title).toBe('v2');
  });

  it('an update of a prompt the server never got becomes a create', async () => {
    const server = fakeServer();
    await sendPromptChange({ kind: 'save', prompt: mine, isNew: false }, server.api);
    expect(server.calls).toEqual(['PUT custom-1', 'POST custom-1']);
    expect(server.prompts.has('custom-1')).toBe(true);
  });

  it('deleting a prompt that is already gone succeeds', async () => {
    const server = fakeServer();
    await expect(sendPromptChange({ kind: 'delete', id: 'custom-1' }, server.api)).resolves.toBeUndefined();
  });

  it('toggles the favorite until the server holds the wanted state', async () => {
    const server = fakeServer([], ['cg-1']);
    await sendPromptChange({ kind: 'favorite', id: 'cg-1', isFavorite: true }, server.api);
    expect(server.favs.has('cg-1')).toBe(true);
    expect(server.calls).toEqual(['FAVORITE cg-1', 'FAVORITE cg-1']);
    await sendPromptChange({ kind: 'favorite', id: 'db-1', isFavorite: true }, server.api);
    expect(server.favs.has('db-1')).toBe(true);
    expect(server.calls).toHaveLength(3);
  });

  it('passes other failures on', async () => {
    const server = fakeServer();
    server.api.update = async () => {
      throw new Error('403: {"message":"Built-in prompts cannot be edited: cg-1"}');
    };
    await expect(sendPromptChange({ kind: 'save', prompt: mine, isNew: false }, server.api)).rejects.toThrow('403');
  });
});

describe('isRetryable', () => {
  it('retries when there was no answer, on server failures, timeouts and rate limits; not on refusals', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new Error('502: Bad Gateway'))).toBe(true);
    expect(isRetryable(new Error('429: slow down'))).toBe(true);
    expect(isRetryable(new Error('400: {"message":"Invalid request"}'))).toBe(false);
    expect(isRetryable(new Error('403: nope'))).toBe(false);
    expect(httpStatusOf(new Error('404: gone'))).toBe(404);
    expect(httpStatusOf('404: not an Error')).toBeNull();
  });
});
