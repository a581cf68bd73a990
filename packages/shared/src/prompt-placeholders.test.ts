import { describe, expect, it } from 'vitest';
import { allPlaceholdersFilled, extractPlaceholders, fillPlaceholders } from './prompt-placeholders.js';
import { createPromptSchema, normalizeTags, parseTagList, promptInputSchema } from './prompts.js';

describe('extractPlaceholders', () => {
  it('lists each name once, in order of first appearance, trimmed', () => {
    expect(extractPlaceholders('Write {{language}} code for {{ task }}; test it in {{language}}.')).toEqual(['language', 'task']);
  });

  it('keeps names with spaces and ignores braces that are not markers', () => {
    expect(extractPlaceholders('{{error message}} in {single} and {{}} and {{a\nb}}')).toEqual(['error message']);
  });

  it('answers an empty list for content without markers', () => {
    expect(extractPlaceholders('Summarise this page.')).toEqual([]);
  });
});

describe('fillPlaceholders', () => {
  it('replaces every occurrence, with or without spaces inside the braces', () => {
    expect(fillPlaceholders('{{a}} and {{ a }} then {{b}}', { a: 'x', b: 'y' })).toBe('x and x then y');
  });

  it('leaves markers without a value and does not expand markers inside values', () => {
    expect(fillPlaceholders('{{a}} {{b}}', { a: '{{b}}' })).toBe('{{b}} {{b}}');
  });

  it('does not read inherited object properties as values', () => {
    expect(fillPlaceholders('{{constructor}}', {})).toBe('{{constructor}}');
  });
});

describe('allPlaceholdersFilled', () => {
  it('needs a value that is not blank for every placeholder', () => {
    expect(allPlaceholdersFilled(['a', 'b'], { a: 'x' })).toBe(false);
    expect(allPlaceholdersFilled(['a', 'b'], { a: 'x', b: '  ' })).toBe(false);
    expect(allPlaceholdersFilled(['a', 'b'], { a: 'x', b: 'y' })).toBe(true);
    expect(allPlaceholdersFilled([], {})).toBe(true);
  });
});

describe('tags', () => {
  it('trims, drops blanks and keeps the first spelling of a repeated tag', () => {
    expect(normalizeTags([' react ', '', 'React', 'hooks'])).toEqual(['react', 'hooks']);
    expect(parseTagList('api,  rest , ,REST, json')).toEqual(['api', 'rest', 'json']);
  });
});

describe('promptInputSchema', () => {
  it('turns an empty or missing title into "Untitled Prompt" and fills the defaults', () => {
    const parsed = promptInputSchema.parse({ title: '   ', category: 'testing', content: ' Test {{x}} ' });
    expect(parsed).toEqual({
      title: 'Untitled Prompt',
      description: '',
      category: 'testing',
      content: 'Test {{x}}',
      examples: [],
      tags: [],
      rating: 0,
    });
    expect(promptInputSchema.parse({ category: 'testing', content: 'x' }).title).toBe('Untitled Prompt');
  });

  it('requires content and a known category', () => {
    const result = promptInputSchema.safeParse({ title: 'T', content: '  ', category: 'poetry' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['category', 'content']);
  });

  it('accepts only custom- ids on create', () => {
    expect(createPromptSchema.safeParse({ id: 'custom-abc_1', category: 'design', content: 'x' }).success).toBe(true);
    expect(createPromptSchema.safeParse({ id: 'cg-1', category: 'design', content: 'x' }).success).toBe(false);
  });
});
