import { describe, expect, it } from 'vitest';
import { findMatches, stepMatch } from './chat-search';

const messages = [
  { id: 'a', content: 'Hei, hva koster Blåbær?' },
  { id: 'b', content: 'Det vet jeg ikke.' },
  { id: 'c', content: 'BLÅBÆR er billige i august' },
  { id: 'd', content: 'blåbærsyltetøy' },
];

describe('findMatches', () => {
  it('finds messages containing the term case-insensitively, in order', () => {
    expect(findMatches(messages, 'blåbær')).toEqual(['a', 'c', 'd']);
    expect(findMatches(messages, 'BLÅBÆR')).toEqual(['a', 'c', 'd']);
    expect(findMatches(messages, 'ikke')).toEqual(['b']);
    expect(findMatches(messages, 'kiwi')).toEqual([]);
  });

  it('ignores surrounding whitespace and matches nothing for a blank term', () => {
    expect(findMatches(messages, '  august ')).toEqual(['c']);
    expect(findMatches(messages, '')).toEqual([]);
    expect(findMatches(messages, '   \n')).toEqual([]);
  });

  it('treats the term as plain text, not a pattern', () => {
    expect(findMatches([{ id: 'x', content: 'a.b (c)' }, { id: 'y', content: 'axb' }], 'a.b')).toEqual(['x']);
    expect(findMatches([{ id: 'x', content: 'a.b (c)' }], '(c)')).toEqual(['x']);
  });
});

describe('stepMatch', () => {
  it('moves forwards and backwards, wrapping at both ends', () => {
    expect(stepMatch(0, 3, 1)).toBe(1);
    expect(stepMatch(2, 3, 1)).toBe(0);
    expect(stepMatch(1, 3, -1)).toBe(0);
    expect(stepMatch(0, 3, -1)).toBe(2);
    expect(stepMatch(0, 1, 1)).toBe(0);
    expect(stepMatch(0, 1, -1)).toBe(0);
  });

  it('is -1 without matches and starts at an end from an out-of-range index', () => {
    expect(stepMatch(0, 0, 1)).toBe(-1);
    expect(stepMatch(-1, 0, -1)).toBe(-1);
    expect(stepMatch(-1, 4, 1)).toBe(0);
    expect(stepMatch(-1, 4, -1)).toBe(3);
    expect(stepMatch(7, 4, 1)).toBe(0);
  });
});
