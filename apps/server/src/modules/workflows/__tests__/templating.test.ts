import { describe, expect, it } from 'vitest';
import { fillTemplate, fillValue, type TemplateScope } from '../templating.js';
import { checkParams } from '../workflow-params.js';

const scope: TemplateScope = {
  params: { url: 'https://example.com', n: 3 },
  steps: { page: { output: { title: 'Tittel', items: ['a', 'b'] } }, text: { output: 'hei' } },
};

describe('templating', () => {
  it('fills params and step outputs, following paths into objects and arrays', () => {
    expect(fillTemplate('Open {{params.url}} ({{ params.n }})', scope)).toBe('Open https://example.com (3)');
    expect(fillTemplate('{{steps.page.output.title}}: {{steps.page.output.items.1}} / {{steps.text.output}}', scope)).toBe(
      'Tittel: b / hei',
    );
  });

  it('writes objects as JSON and unknown paths as empty text', () => {
    expect(fillTemplate('{{steps.page.output.items}}', scope)).toBe('[\n  "a",\n  "b"\n]');
    expect(fillTemplate('[{{params.missing}}][{{steps.nope.output.x}}]', scope)).toBe('[][]');
  });

  it('keeps the type of a value that is exactly one placeholder', () => {
    expect(fillValue('{{steps.page.output.items}}', scope)).toEqual(['a', 'b']);
    expect(fillValue('n={{params.n}}', scope)).toBe('n=3');
  });
});

describe('run parameters', () => {
  const schema = [
    { name: 'url', type: 'string' as const, description: '', required: true },
    { name: 'count', type: 'number' as const, description: '', required: false, default: 5 },
    { name: 'deep', type: 'boolean' as const, description: '', required: false },
  ];

  it('coerces text from the chat to the declared types and applies defaults', () => {
    expect(checkParams(schema, { url: 'x', count: '7', deep: 'true', extra: 'kept' })).toEqual({
      ok: true,
      params: { url: 'x', count: 7, deep: true, extra: 'kept' },
    });
    expect(checkParams(schema, { url: 'x' })).toEqual({ ok: true, params: { url: 'x', count: 5 } });
  });

  it('refuses missing required and mistyped parameters', () => {
    expect(checkParams(schema, {})).toEqual({ ok: false, message: 'Missing required parameter: url' });
    expect(checkParams(schema, { url: 'x', count: 'many' })).toEqual({ ok: false, message: 'Parameter count must be a number' });
    expect(checkParams(schema, { url: 'x', deep: 'yes' })).toEqual({ ok: false, message: 'Parameter deep must be a boolean' });
  });
});
