import type { Prompt } from '@nova/shared';

/** A prompt for unit tests; every field can be overridden. */
export function makePrompt(patch: Partial<Prompt> = {}): Prompt {
  return {
    id: 'custom-test',
    title: 'Test prompt',
    description: 'A prompt for tests',
    category: 'code-generation',
    content: 'Write {{thing}}.',
    placeholders: ['thing'],
    examples: [],
    tags: [],
    rating: 0,
    usageCount: 0,
    author: 'You',
    isFavorite: false,
    isCustom: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...patch,
  };
}
