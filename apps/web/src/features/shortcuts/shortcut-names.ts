import { shortcutStrings } from '@/lib/i18n/nb/shortcuts';

const names: Record<string, readonly [string, string]> = shortcutStrings.names;

export function shortcutName(id: string): string {
  return names[id]?.[0] ?? id;
}

export function shortcutDescription(id: string): string {
  return names[id]?.[1] ?? '';
}
