import { PROFILE_NAME_MAX, profileInitials } from '@nova/shared';
import { profileStrings as t } from '@/lib/i18n/nb/profile';

/** The name as it will be saved, or what is wrong with it (the server checks the same). */
export function validateName(input: string): { name: string; error: null } | { name: null; error: string } {
  const name = input.trim();
  if (!name) return { name: null, error: t.owner.nameRequired };
  if (name.length > PROFILE_NAME_MAX) return { name: null, error: t.owner.nameTooLong(PROFILE_NAME_MAX) };
  return { name, error: null };
}

/** The avatar's letters while typing: those of the typed name, or of the saved one while the field is empty. */
export const previewInitials = (typed: string, saved: string): string => profileInitials(typed.trim() ? typed : saved);
