import { describe, expect, it } from 'vitest';
import { quickPrompts } from './quick-prompts';
import { makePrompt } from './test-prompts';

describe('quickPrompts', () => {
  const prompts = Array.from({ length: 10 }, (_, i) =>
    makePrompt({ id: `p${i}`, title: `P${i}`, usageCount: i, isFavorite: i % 2 === 0 }),
  );

  it('lists 5 recent in order of use, 3 favorites by use, and 2 suggestions not already listed', () => {
    const quick = quickPrompts(prompts, ['p1', 'p3', 'gone', 'p5', 'p7', 'p9', 'p0']);
    expect(quick.recent.map((p) => p.id)).toEqual(['p1', 'p3', 'p5', 'p7', 'p9']);
    expect(quick.favorites.map((p) => p.id)).toEqual(['p8', 'p6', 'p4']);
    expect(quick.suggested.map((p) => p.id)).toEqual(['p2', 'p0']);
  });

  it('suggests the most popular prompts when nothing is recent or favorite', () => {
    const plain = prompts.map((p) => ({ ...p, isFavorite: false }));
    const quick = quickPrompts(plain, []);
    expect(quick.recent).toEqual([]);
    expect(quick.favorites).toEqual([]);
    expect(quick.suggested.map((p) => p.id)).toEqual(['p9', 'p8']);
  });
});
