import { describe, expect, it } from 'vitest';
import { popularPromptsQueryOptions } from './popular-prompts-query';
import { promptCategoriesQueryOptions } from './prompt-categories-query';
import { promptsQueryOptions } from './prompts-query';

describe('prompt queries', () => {
  it('are keyed by their paths and go stale after 5 minutes (prompts, popular) and 10 minutes (categories)', () => {
    expect(promptsQueryOptions()).toMatchObject({ queryKey: ['/api/prompts'], staleTime: 300_000 });
    expect(popularPromptsQueryOptions()).toMatchObject({ queryKey: ['/api/prompts', 'popular'], staleTime: 300_000 });
    expect(promptCategoriesQueryOptions()).toMatchObject({ queryKey: ['/api/prompts', 'categories'], staleTime: 600_000 });
  });
});
