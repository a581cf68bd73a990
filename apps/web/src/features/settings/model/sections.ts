import { settingsStrings as t } from '@/lib/i18n/nb/settings';

export const SETTINGS_SECTIONS = ['ai', 'voice', 'chat', 'browser', 'shortcuts', 'data'] as const;
export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number];

export const sectionElementId = (id: SettingsSectionId) => `settings-${id}`;
export const sectionTitle = (id: SettingsSectionId) => t.sections[id];
