import { describe, expect, it } from 'vitest';
import { failedEvaluation, shownResult } from './evaluation-state';

const result = { url: 'https://example.com/', selector: 'p', count: 1, matches: [] };

describe('failedEvaluation', () => {
  it('reads the parser message of a 400 as an invalid selector', () => {
    const error = new Error(`400: ${JSON.stringify({ message: "Failed to execute 'querySelectorAll' on 'Document': 'a[' is not a valid selector." })}`);
    expect(failedEvaluation(error)).toEqual({ status: 'invalid', message: "Failed to execute 'querySelectorAll' on 'Document': 'a[' is not a valid selector." });
  });

  it('tells a missing page from other failures', () => {
    expect(failedEvaluation(new Error('404: {"message":"Ingen nettside er åpen i nettleseren."}'))).toEqual({
      status: 'no-page',
      message: 'Ingen nettside er åpen i nettleseren.',
    });
    expect(failedEvaluation(new Error('409: {"message":"Siden endret seg"}'))).toEqual({ status: 'error', message: 'Siden endret seg' });
    expect(failedEvaluation(new TypeError('Failed to fetch'))).toEqual({ status: 'error', message: 'Failed to fetch' });
  });
});

describe('shownResult', () => {
  it('keeps the previous result while the next loads, and nothing after a failure', () => {
    expect(shownResult({ status: 'success', result })).toBe(result);
    expect(shownResult({ status: 'loading', previous: result })).toBe(result);
    expect(shownResult({ status: 'invalid', message: 'x' })).toBeNull();
    expect(shownResult({ status: 'idle' })).toBeNull();
  });
});
