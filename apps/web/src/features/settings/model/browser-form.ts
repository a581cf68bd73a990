import { searchEngineSchema, type WorkspaceSettings } from '@nova/shared';
import { settingsStrings as t } from '@/lib/i18n/nb/settings';

/** The search engine as typed; empty means the server's (BROWSER_SEARCH_ENGINE). */
export function searchEngineFrom(settings: WorkspaceSettings): string {
  return settings.browser.searchEngine ?? '';
}

export function validateSearchEngine(text: string): string | null {
  if (text.trim() === '') return null;
  return searchEngineSchema.safeParse(text).success ? null : t.fieldErrors.searchEngine;
}
