import { workflowInputSchema } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { extractKey, extractWorkflow } from './extract-workflow';

describe('extractKey', () => {
  it.each([
    ['Produktnavn', 'Produktnavn'],
    ['Pris på vare', 'Pris_pa_vare'],
    ['Ærlige øyne', 'Aerlige_oyne'],
    ['  café-meny!! ', 'cafe_meny'],
    ['123 treff', 'values_123_treff'],
    ['…', 'values'],
    ['x'.repeat(60), 'x'.repeat(40)],
  ])('%s → %s', (name, key) => {
    expect(extractKey(name)).toBe(key);
    expect(key).toMatch(/^[A-Za-z][A-Za-z0-9_]{0,39}$/);
  });
});

describe('extractWorkflow', () => {
  it('builds a valid workflow with one browser.extract step for the selector and page', () => {
    const input = extractWorkflow({ name: 'Produktnavn', selector: '.product .name' }, 'http://127.0.0.1:1/selectors.html');
    const parsed = workflowInputSchema.parse(input);
    expect(parsed.name).toBe('Hent Produktnavn');
    expect(parsed.steps).toEqual([
      {
        id: 'extract',
        type: 'browser.extract',
        name: 'Hent Produktnavn',
        url: 'http://127.0.0.1:1/selectors.html',
        selectors: [{ name: 'Produktnavn', selector: '.product .name' }],
      },
    ]);
  });

  it('keeps the names within the workflow limits for the longest selector names', () => {
    const input = extractWorkflow({ name: 'n'.repeat(100), selector: 'p' }, 'https://example.com/');
    expect(() => workflowInputSchema.parse(input)).not.toThrow();
  });
});
