import { describe, expect, it } from 'vitest';
import {
  addRecent,
  applyChange,
  EMPTY_LOCAL_PROMPTS,
  enqueueChange,
  libraryPrompts,
  rebaseOnServer,
  type PendingChange,
  type PromptChange,
} from './local-prompts';
import { makePrompt } from './test-prompts';

const builtIn = makePrompt({ id: 'cg-1', isCustom: false, usageCount: 4 });
const mine = makePrompt({ id: 'custom-1', title: 'Mine', usageCount: 2 });
const queueOf = (...changes: PromptChange[]) =>
  changes.reduce<PendingChange[]>((queue, change, index) => enqueueChange(queue, change, index + 1), []);

describe('applyChange', () => {
  it('a save adds a new prompt and replaces an existing one, keeping its usage count', () => {
    const added = applyChange(EMPTY_LOCAL_PROMPTS, { kind: 'save', prompt: mine, isNew: true });
    expect(added.customPrompts).toEqual([mine]);
    const edited = applyChange(added, { kind: 'save', prompt: { ...mine, title: 'Edited', usageCount: 0 }, isNew: false });
    expect(edited.customPrompts).toEqual([{ ...mine, title: 'Edited', usageCount: 2 }]);
  });

  it('a delete removes the prompt and its favorite; a favorite adds or removes the id', () => {
    const local = { customPrompts: [mine], favorites: ['cg-1', 'custom-1'] };
    expect(applyChange(local, { kind: 'delete', id: 'custom-1' })).toEqual({ customPrompts: [], favorites: ['cg-1'] });
    expect(applyChange(local, { kind: 'favorite', id: 'cg-1', isFavorite: false }).favorites).toEqual(['custom-1']);
    expect(applyChange(local, { kind: 'favorite', id: 'cg-1', isFavorite: true }).favorites).toEqual(['custom-1', 'cg-1']);
  });
});

describe('enqueueChange', () => {
  it('a later save replaces the earlier one in its place and stays a create', () => {
    const queue = queueOf(
      { kind: 'save', prompt: mine, isNew: true },
      { kind: 'favorite', id: 'cg-1', isFavorite: true },
      { kind: 'save', prompt: { ...mine, title: 'v2' }, isNew: false },
    );
    expect(queue.map((c) => [c.kind, c.seq])).toEqual([['save', 3], ['favorite', 2]]);
    expect(queue[0]).toMatchObject({ isNew: true, prompt: { title: 'v2' }, attempts: 0 });
  });

  it('a favorite replaces the earlier favorite change of the same prompt and goes last', () => {
    const queue = queueOf(
      { kind: 'favorite', id: 'custom-1', isFavorite: true },
      { kind: 'save', prompt: mine, isNew: true },
      { kind: 'favorite', id: 'custom-1', isFavorite: false },
    );
    expect(queue.map((c) => c.kind)).toEqual(['save', 'favorite']);
    expect(queue[1]).toMatchObject({ isFavorite: false });
  });

  it('a delete drops the earlier changes of the prompt but is still sent', () => {
    const queue = queueOf(
      { kind: 'save', prompt: mine, isNew: true },
      { kind: 'favorite', id: 'custom-1', isFavorite: true },
      { kind: 'favorite', id: 'cg-1', isFavorite: true },
      { kind: 'delete', id: 'custom-1' },
    );
    expect(queue.map((c) => (c.kind === 'save' ? c.prompt.id : c.id))).toEqual(['cg-1', 'custom-1']);
    expect(queue.map((c) => c.kind)).toEqual(['favorite', 'delete']);
  });

  it('a save after a delete of the same id (clear, then import) is kept after it', () => {
    const queue = queueOf({ kind: 'delete', id: 'custom-1' }, { kind: 'save', prompt: mine, isNew: true });
    expect(queue.map((c) => c.kind)).toEqual(['delete', 'save']);
  });
});

describe('rebaseOnServer', () => {
  it('takes the server state and applies what it has not seen yet', () => {
    const server = [
      { ...builtIn, isFavorite: true },
      { ...mine, isFavorite: false },
      makePrompt({ id: 'custom-other', title: 'Made in another tab' }),
    ];
    const draft = makePrompt({ id: 'custom-offline', title: 'Written offline' });
    const queue = queueOf(
      { kind: 'save', prompt: draft, isNew: true },
      { kind: 'delete', id: 'custom-other' },
      { kind: 'favorite', id: 'custom-1', isFavorite: true },
    );
    const local = rebaseOnServer(server, queue);
    expect(local.customPrompts.map((p) => p.id)).toEqual(['custom-1', 'custom-offline']);
    expect(local.favorites).toEqual(['cg-1', 'custom-1']);
  });

  it('drops local prompts the server no longer has when nothing is pending for them', () => {
    expect(rebaseOnServer([builtIn], []).customPrompts).toEqual([]);
  });
});

describe('libraryPrompts', () => {
  it('shows the built-ins and the local custom prompts with local favorites and server usage', () => {
    const server = [builtIn, { ...mine, usageCount: 7 }];
    const local = { customPrompts: [{ ...mine, title: 'Renamed offline' }], favorites: ['cg-1'] };
    const shown = libraryPrompts(server, local);
    expect(shown.map((p) => [p.id, p.title, p.usageCount, p.isFavorite])).toEqual([
      ['cg-1', builtIn.title, 4, true],
      ['custom-1', 'Renamed offline', 7, false],
    ]);
  });

  it('shows only the local custom prompts when the server did not answer', () => {
    const shown = libraryPrompts(undefined, { customPrompts: [mine], favorites: ['custom-1'] });
    expect(shown).toEqual([{ ...mine, isFavorite: true }]);
  });
});

describe('addRecent', () => {
  it('puts the prompt first, once, and keeps at most the limit', () => {
    expect(addRecent(['b', 'a', 'c'], 'a', 10)).toEqual(['a', 'b', 'c']);
    expect(addRecent(['1', '2', '3'], 'x', 3)).toEqual(['x', '1', '2']);
  });
});
