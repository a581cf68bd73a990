import { describe, expect, it } from 'vitest';
import { buildPromptExport, exportFileName, parsePromptImport, PromptImportError } from './prompt-transfer';
import { makePrompt } from './test-prompts';

const ids = (() => {
  let n = 0;
  return () => `custom-new-${++n}`;
})();

describe('buildPromptExport', () => {
  it('holds the custom prompts without usage and the favorite ids, built-in ones included', () => {
    const mine = makePrompt({ id: 'custom-1', usageCount: 9, isFavorite: true, tags: ['a'] });
    const exported = buildPromptExport([makePrompt({ id: 'cg-1', isCustom: false, isFavorite: true }), mine], new Date('2026-05-01T12:00:00Z'));
    expect(exported.format).toBe('nova-prompt-library');
    expect(exported.exportedAt).toBe('2026-05-01T12:00:00.000Z');
    expect(exported.favorites).toEqual(['cg-1', 'custom-1']);
    expect(exported.prompts).toHaveLength(1);
    expect(exported.prompts[0]).not.toHaveProperty('usageCount');
    expect(exported.prompts[0]).toMatchObject({ id: 'custom-1', tags: ['a'] });
    expect(exportFileName(new Date('2026-05-01T12:00:00Z'))).toBe('nova-prompts-2026-05-01.json');
  });
});

describe('parsePromptImport', () => {
  it('reads its own export back', () => {
    const mine = makePrompt({ id: 'custom-1', isFavorite: true, title: 'Mine', examples: ['x'], rating: 3 });
    const file = JSON.stringify(buildPromptExport([mine], new Date()));
    const parsed = parsePromptImport(file, ids);
    expect(parsed.dropped).toBe(0);
    expect(parsed.favorites).toEqual(['custom-1']);
    expect(parsed.prompts).toEqual([
      { id: 'custom-1', title: 'Mine', description: mine.description, category: mine.category, content: mine.content, examples: ['x'], tags: [], rating: 3, author: 'You' },
    ]);
  });

  it('drops entries without a title, content or known category and counts them', () => {
    const file = JSON.stringify([
      { title: 'Ok', content: 'Do it', category: 'testing' },
      { title: '  ', content: 'No title', category: 'testing' },
      { title: 'No content', category: 'testing' },
      { title: 'No category', content: 'x' },
      { title: 'Bad category', content: 'x', category: 'poetry' },
      'not an object',
    ]);
    const parsed = parsePromptImport(file, ids);
    expect(parsed.prompts.map((p) => p.title)).toEqual(['Ok']);
    expect(parsed.dropped).toBe(5);
  });

  it('gives new ids to entries whose id is not a custom one, and tidies the other fields', () => {
    const parsed = parsePromptImport(JSON.stringify({ id: 'cg-1', title: ' T ', content: ' C ', category: 'design', rating: 9, tags: ['a', 3, ' '], author: '' }), ids);
    expect(parsed.prompts[0]).toMatchObject({ title: 'T', content: 'C', rating: 5, tags: ['a'], author: null, description: '', examples: [] });
    expect(parsed.prompts[0]?.id).toMatch(/^custom-new-\d+$/);
  });

  it.each([
    ['is not JSON', '{"prompts": [', 'The file is not JSON'],
    ['holds no prompt list', '{"hello": "world"}', 'The file holds no prompts'],
    ['is a number', '42', 'The file holds no prompts'],
    ['has only unusable entries', '[{"title": "x"}]', 'The file holds no usable prompts'],
  ])('fails when the file %s', (_label, file, message) => {
    expect(() => parsePromptImport(file, ids)).toThrow(PromptImportError);
    expect(() => parsePromptImport(file, ids)).toThrow(message);
  });
});
