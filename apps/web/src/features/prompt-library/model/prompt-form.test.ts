import { describe, expect, it } from 'vitest';
import { EMPTY_PROMPT_FORM, formFromPrompt, missingPromptFields, promptFromForm } from './prompt-form';
import { makePrompt } from './test-prompts';

describe('missingPromptFields', () => {
  it('requires title, description and content; blank counts as missing', () => {
    expect(missingPromptFields(EMPTY_PROMPT_FORM)).toEqual(['title', 'description', 'content']);
    expect(missingPromptFields({ ...EMPTY_PROMPT_FORM, title: 'T', description: '  ', content: 'C' })).toEqual(['description']);
    expect(missingPromptFields({ ...EMPTY_PROMPT_FORM, title: 'T', description: 'D', content: 'C' })).toEqual([]);
  });

  it('defaults the category to code-generation', () => {
    expect(EMPTY_PROMPT_FORM.category).toBe('code-generation');
  });
});

describe('promptFromForm', () => {
  const values = { title: '  Greeting  ', description: ' Says hello ', category: 'learning' as const, content: ' Hello {{name}} from {{place}} ', tags: 'a, b ,, A' };

  it('builds a new custom prompt with trimmed fields, placeholders from the content and comma-separated tags', () => {
    const prompt = promptFromForm(values, { id: 'custom-1', now: '2026-02-01T00:00:00.000Z' });
    expect(prompt).toEqual({
      id: 'custom-1',
      title: 'Greeting',
      description: 'Says hello',
      category: 'learning',
      content: 'Hello {{name}} from {{place}}',
      placeholders: ['name', 'place'],
      examples: [],
      tags: ['a', 'b'],
      rating: 0,
      usageCount: 0,
      author: 'You',
      isFavorite: false,
      isCustom: true,
      createdAt: '2026-02-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
    });
  });

  it('an empty title becomes "Untitled Prompt"', () => {
    expect(promptFromForm({ ...values, title: '   ' }, { id: 'custom-1', now: 'now' }).title).toBe('Untitled Prompt');
  });

  it('an edit keeps the id, creation date, usage, favorite and examples', () => {
    const existing = makePrompt({ id: 'custom-9', usageCount: 3, isFavorite: true, examples: ['e'], createdAt: 'then' });
    const prompt = promptFromForm(formFromPrompt({ ...existing, tags: ['x', 'y'] }), { id: 'unused', now: 'now', existing });
    expect(prompt).toMatchObject({ id: 'custom-9', usageCount: 3, isFavorite: true, examples: ['e'], createdAt: 'then', updatedAt: 'now', tags: ['x', 'y'] });
  });
});
