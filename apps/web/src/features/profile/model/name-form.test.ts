import { PROFILE_NAME_MAX } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { profileStrings as t } from '@/lib/i18n/nb/profile';
import { previewInitials, validateName } from './name-form';

describe('validateName', () => {
  it('trims the name', () => {
    expect(validateName('  Kari Nordmann ')).toEqual({ name: 'Kari Nordmann', error: null });
  });

  it('refuses an empty or too long name with a Norwegian message', () => {
    expect(validateName('   ')).toEqual({ name: null, error: t.owner.nameRequired });
    expect(validateName('x'.repeat(PROFILE_NAME_MAX + 1))).toEqual({ name: null, error: t.owner.nameTooLong(PROFILE_NAME_MAX) });
    expect(validateName('x'.repeat(PROFILE_NAME_MAX)).error).toBeNull();
  });
});

describe('previewInitials', () => {
  it('follows the typed name and falls back to the saved one', () => {
    expect(previewInitials('Ola Nordmann', 'Kari')).toBe('ON');
    expect(previewInitials('  ', 'Kari Berg')).toBe('KB');
  });
});
