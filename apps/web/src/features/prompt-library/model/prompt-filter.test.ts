import type { Prompt } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { matchesSearch, promptsByIds, promptsForTab, sortPrompts, type PromptQuery } from './prompt-filter';
import { makePrompt } from './test-prompts';

const prompts: Prompt[] = [
  makePrompt({ id: 'a', title: 'Beta tests', category: 'testing', usageCount: 5, rating: 4.1, updatedAt: '2026-01-02T00:00:00.000Z', tags: ['vitest'] }),
  makePrompt({ id: 'b', title: 'alpha docs', category: 'documentation', usageCount: 5, rating: 4.9, updatedAt: '2026-01-03T00:00:00.000Z', isFavorite: true }),
  makePrompt({ id: 'c', title: 'Gamma SQL', category: 'optimization', usageCount: 9, rating: 3.0, updatedAt: '2026-01-01T00:00:00.000Z', description: 'Faster queries' }),
  makePrompt({ id: 'd', title: 'Delta tests', category: 'testing', usageCount: 0, rating: 4.1, updatedAt: '2026-01-04T00:00:00.000Z', isFavorite: true }),
];
const ids = (list: Prompt[]) => list.map((p) => p.id);
const query = (patch: Partial<PromptQuery> = {}): PromptQuery => ({ search: '', category: 'all', sort: 'popular', ...patch });

describe('matchesSearch', () => {
  it('matches title, description and tags, ignoring case and surrounding spaces', () => {
    expect(matchesSearch(prompts[0] as Prompt, '  VITEST ')).toBe(true);
    expect(matchesSearch(prompts[2] as Prompt, 'faster')).toBe(true);
    expect(matchesSearch(prompts[2] as Prompt, 'tests')).toBe(false);
    expect(matchesSearch(prompts[2] as Prompt, '   ')).toBe(true);
  });

  it('does not search the prompt text itself', () => {
    expect(matchesSearch(makePrompt({ content: 'Explain kubernetes' }), 'kubernetes')).toBe(false);
  });
});

describe('sortPrompts', () => {
  it('popular: most used first, then by rating, then by title', () => {
    expect(ids(sortPrompts(prompts, 'popular'))).toEqual(['c', 'b', 'a', 'd']);
  });
  it('rating: highest first, equal ratings by use, then title', () => {
    expect(ids(sortPrompts(prompts, 'rating'))).toEqual(['b', 'a', 'd', 'c']);
  });
  it('recent: last updated first', () => {
    expect(ids(sortPrompts(prompts, 'recent'))).toEqual(['d', 'b', 'a', 'c']);
  });
  it('alphabetical: by title, ignoring letter case', () => {
    expect(ids(sortPrompts(prompts, 'alphabetical'))).toEqual(['b', 'a', 'd', 'c']);
  });
  it('leaves its input alone', () => {
    const input = [...prompts];
    sortPrompts(input, 'alphabetical');
    expect(ids(input)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('promptsForTab', () => {
  const sources = { prompts, recentIds: ['d', 'gone', 'c', 'a'], popular: [prompts[2], prompts[0]] as Prompt[] };

  it('All: the category and search narrow, the sort orders', () => {
    expect(ids(promptsForTab('all', sources, query({ category: 'testing' })))).toEqual(['a', 'd']);
    expect(ids(promptsForTab('all', sources, query({ category: 'testing', sort: 'recent' })))).toEqual(['d', 'a']);
    expect(ids(promptsForTab('all', sources, query({ search: 'delta' })))).toEqual(['d']);
  });

  it('Favorites: only favorites, sorted', () => {
    expect(ids(promptsForTab('favorites', sources, query({ sort: 'alphabetical' })))).toEqual(['b', 'd']);
  });

  it('Recent: in order of use, skipping prompts that are gone, and narrowed by the filters', () => {
    expect(ids(promptsForTab('recent', sources, query({ sort: 'alphabetical' })))).toEqual(['d', 'c', 'a']);
    expect(ids(promptsForTab('recent', sources, query({ category: 'testing' })))).toEqual(['d', 'a']);
  });

  it('Popular: in popularity order; Community lists nothing', () => {
    expect(ids(promptsForTab('popular', sources, query({ sort: 'alphabetical' })))).toEqual(['c', 'a']);
    expect(promptsForTab('community', sources, query())).toEqual([]);
  });
});

describe('promptsByIds', () => {
  it('keeps the order of the ids', () => {
    expect(ids(promptsByIds(prompts, ['c', 'a']))).toEqual(['c', 'a']);
  });
});
