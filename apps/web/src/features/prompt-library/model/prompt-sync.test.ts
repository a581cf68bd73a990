import type { Prompt } from '@nova/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { makePrompt } from './test-prompts';

/** What the fake server saw, and how it answers the next requests. */
const server = {
  calls: [] as string[],
  down: false,
  refuse: new Set<string>(),
  /** Resolved by a test to let a request that is on its way finish. */
  hold: null as Promise<void> | null,
};

async function answer<T>(call: string, result: () => T): Promise<T> {
  server.calls.push(call);
  if (server.hold) await server.hold;
  if (server.down) throw new TypeError('Failed to fetch');
  if (server.refuse.has(call)) throw new Error('400: {"message":"Invalid request"}');
  return result();
}

vi.mock('../api/create-prompt', () => ({
  createPrompt: (p: Prompt) => answer(`POST ${p.id} ${p.title}`, () => ({ ...p, updatedAt: 'server' })),
}));
vi.mock('../api/update-prompt', () => ({
  updatePrompt: (p: Prompt) => answer(`PUT ${p.id} ${p.title}`, () => ({ ...p, updatedAt: 'server' })),
}));
vi.mock('../api/delete-prompt', () => ({ deletePrompt: (id: string) => answer(`DELETE ${id}`, () => undefined) }));
vi.mock('../api/toggle-prompt-favorite', () => ({ togglePromptFavorite: (id: string) => answer(`FAVORITE ${id}`, () => true) }));

async function load() {
  vi.resetModules();
  const store = await import('./prompt-store');
  const sync = await import('./prompt-sync');
  const toasts = await import('@/components/ui/toast-store');
  return { ...store, ...sync, toasts };
}

describe('flushPromptChanges', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('window', { addEventListener: vi.fn(), removeEventListener: vi.fn() });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(server, { calls: [], down: false, refuse: new Set(), hold: null });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the changes in order, empties the queue and keeps the server copy of a saved prompt', async () => {
    const m = await load();
    m.recordPromptChange({ kind: 'save', prompt: makePrompt({ id: 'custom-1', title: 'A' }), isNew: true });
    m.recordPromptChange({ kind: 'favorite', id: 'custom-1', isFavorite: true });
    await m.flushPromptChanges();
    expect(server.calls).toEqual(['POST custom-1 A', 'FAVORITE custom-1']);
    expect(m.getPromptState().queue).toEqual([]);
    expect(m.getPromptState().local.customPrompts[0]?.updatedAt).toBe('server');
    expect(JSON.parse(localStorage.getItem('promptSyncQueue') ?? 'null')).toEqual([]);
  });

  it('keeps the changes when the server does not answer, and sends them again later with a notice', async () => {
    const m = await load();
    server.down = true;
    m.recordPromptChange({ kind: 'save', prompt: makePrompt({ id: 'custom-1', title: 'A' }), isNew: true });
    m.recordPromptChange({ kind: 'delete', id: 'custom-9' });
    await m.flushPromptChanges();
    expect(server.calls).toEqual(['POST custom-1 A']);
    expect(m.getPromptState().queue.map((c) => [c.kind, c.attempts])).toEqual([['save', 1], ['delete', 0]]);
    expect(m.getPromptState().local.customPrompts.map((p) => p.title)).toEqual(['A']);

    server.down = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.calls).toEqual(['POST custom-1 A', 'POST custom-1 A', 'DELETE custom-9']);
    expect(m.getPromptState().queue).toEqual([]);
    expect(m.toasts.getToastsSnapshot()[0]?.title).toBe('Prompt saved');
  });

  it('drops a change the server refuses and goes on with the next', async () => {
    const m = await load();
    server.refuse.add('PUT custom-1 Bad');
    m.recordPromptChange({ kind: 'save', prompt: makePrompt({ id: 'custom-1', title: 'Bad' }), isNew: false });
    m.recordPromptChange({ kind: 'favorite', id: 'cg-1', isFavorite: true });
    await m.flushPromptChanges();
    expect(server.calls).toEqual(['PUT custom-1 Bad', 'FAVORITE cg-1']);
    expect(m.getPromptState().queue).toEqual([]);
  });

  it('sends an edit made while the first save was on its way once that save is done', async () => {
    const m = await load();
    let release = () => {};
    server.hold = new Promise((resolve) => (release = resolve));
    m.recordPromptChange({ kind: 'save', prompt: makePrompt({ id: 'custom-1', title: 'v1' }), isNew: true });
    const flushing = m.flushPromptChanges();
    await vi.advanceTimersByTimeAsync(0);
    m.recordPromptChange({ kind: 'save', prompt: makePrompt({ id: 'custom-1', title: 'v2' }), isNew: false });
    server.hold = null;
    release();
    await flushing;
    // The create reached the server, so the second save (still marked new) is answered 409 by a real
    // server and becomes an update; this fake accepts the POST as it is.
    expect(server.calls).toEqual(['POST custom-1 v1', 'POST custom-1 v2']);
    expect(m.getPromptState().queue).toEqual([]);
    expect(m.getPromptState().local.customPrompts.map((p) => p.title)).toEqual(['v2']);
  });
});
