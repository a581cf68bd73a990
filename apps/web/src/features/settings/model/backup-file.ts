import { BACKUP_MAX_BYTES, type RestoreSummary } from '@nova/shared';
import { settingsStrings as t } from '@/lib/i18n/nb/settings';

/** The server's backup with this browser's plugins (localStorage `plugins`) added. */
export function withPlugins(backup: Record<string, unknown>, plugins: readonly unknown[]): Record<string, unknown> {
  return { ...backup, plugins };
}

/** "nova-backup-2025-03-14.json", the name the server gives too. */
export function backupFileName(at: Date): string {
  return `nova-backup-${at.toISOString().slice(0, 10)}.json`;
}

export type ParsedBackupFile = { ok: true; data: Record<string, unknown>; plugins: unknown[] } | { ok: false; message: string };

/** The file's JSON object, checked only as far as the browser must; the server validates the rest. */
export function parseBackupFile(text: string, size: number): ParsedBackupFile {
  if (size > BACKUP_MAX_BYTES) return { ok: false, message: t.data.tooLarge };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: t.data.notJson };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, message: t.data.notJson };
  const record = data as Record<string, unknown>;
  return { ok: true, data: record, plugins: Array.isArray(record.plugins) ? (record.plugins as unknown[]) : [] };
}

/** The restore's outcome as lines for the page, the browser's plugin count included. */
export function summaryLines(summary: RestoreSummary, plugins: { restored: number; failed: number }): string[] {
  const s = t.data.summary;
  const yesNo = (value: boolean) => (value ? s.yes : s.no);
  return [
    s.chats(summary.chats.sessions, summary.chats.messages),
    s.prompts(summary.prompts.custom, summary.prompts.favorites),
    s.plugins(plugins.restored, plugins.failed),
    s.workflows(summary.workflows.imported, summary.workflows.alreadyPresent),
    s.voice(summary.voice.customCommands, summary.voice.skippedCommands),
    s.shortcuts(summary.shortcuts),
    s.selectors(summary.selectors.imported, summary.selectors.skipped),
    `${s.profile}: ${yesNo(summary.profile)}`,
    `${s.settings}: AI ${yesNo(summary.settings.ai)}, ${t.sections.browser.toLowerCase()} ${yesNo(summary.settings.browser)}`,
  ];
}
