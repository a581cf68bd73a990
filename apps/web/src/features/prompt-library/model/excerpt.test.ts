import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps short text whole', () => {
    expect(excerpt('Short prompt.', 20)).toBe('Short prompt.');
  });

  it('cuts long text at the last word boundary and marks the cut', () => {
    expect(excerpt('Write unit tests for\nthe parser module please', 28)).toBe('Write unit tests for\nthe …');
  });

  it('cuts a single long word where it must', () => {
    expect(excerpt('abcdefghij', 4)).toBe('abcd …');
  });
});
