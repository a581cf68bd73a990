import { describe, expect, it } from 'vitest';
import { profileInitials } from './profile.js';

describe('profileInitials', () => {
  it('takes the first letter of the first and the last word, upper case', () => {
    expect(profileInitials('Kari Nordmann')).toBe('KN');
    expect(profileInitials('kari beate nordmann')).toBe('KN');
    expect(profileInitials('  ola  ')).toBe('O');
  });

  it('keeps Norwegian letters and ignores punctuation around words', () => {
    expect(profileInitials('øystein Ås')).toBe('ØÅ');
    expect(profileInitials('(Æsa) - Berg.')).toBe('ÆB');
  });

  it('is "?" without any letter or digit', () => {
    expect(profileInitials('')).toBe('?');
    expect(profileInitials(' - . ')).toBe('?');
  });
});
