import { BACKUP_MAX_BYTES, type RestoreSummary } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { settingsStrings as t } from '@/lib/i18n/nb/settings';
import { backupFileName, parseBackupFile, summaryLines, withPlugins } from './backup-file';
import { validateSearchEngine } from './browser-form';

describe('backup file', () => {
  it('adds the browser’s plugins to the server’s document', () => {
    expect(withPlugins({ format: 'nova-workspace-backup', plugins: [] }, [{ id: 'p' }])).toEqual({ format: 'nova-workspace-backup', plugins: [{ id: 'p' }] });
  });

  it('is named by its date', () => {
    expect(backupFileName(new Date('2025-03-14T10:30:00Z'))).toBe('nova-backup-2025-03-14.json');
  });

  it('reads a JSON object and its plugins, and refuses anything else in Norwegian', () => {
    expect(parseBackupFile('{"format":"x","plugins":[{"id":"p"}]}', 40)).toEqual({ ok: true, data: { format: 'x', plugins: [{ id: 'p' }] }, plugins: [{ id: 'p' }] });
    expect(parseBackupFile('{"format":"x"}', 14)).toMatchObject({ ok: true, plugins: [] });
    expect(parseBackupFile('{"format":', 10)).toEqual({ ok: false, message: t.data.notJson });
    expect(parseBackupFile('[1, 2]', 6)).toEqual({ ok: false, message: t.data.notJson });
    expect(parseBackupFile('{}', BACKUP_MAX_BYTES + 1)).toEqual({ ok: false, message: t.data.tooLarge });
  });

  it('summarises a restore, plugins counted by the browser', () => {
    const summary: RestoreSummary = {
      chats: { sessions: 2, messages: 5 },
      prompts: { custom: 1, favorites: 3 },
      plugins: 0,
      workflows: { imported: 2, alreadyPresent: 1 },
      settings: { ai: true, browser: false },
      voice: { settings: true, customCommands: 1, skippedCommands: 0 },
      shortcuts: 4,
      selectors: { imported: 3, skipped: 1 },
      profile: true,
    };
    expect(summaryLines(summary, { restored: 6, failed: 1 })).toEqual([
      '2 samtaler med 5 meldinger',
      '1 egne prompts, 3 favoritter',
      '6 tillegg (1 ugyldige hoppet over)',
      '2 arbeidsflyter (1 fantes fra før)',
      '1 egne stemmekommandoer',
      '4 hurtigtaster',
      '3 lagrede selektorer (1 med navn som fantes fra før hoppet over)',
      'Profilnavn: ja',
      'Innstillinger: AI ja, nettleser nei',
    ]);
  });
});

describe('search engine field', () => {
  it('needs an http(s) address with {query}, or nothing', () => {
    expect(validateSearchEngine('')).toBeNull();
    expect(validateSearchEngine('https://search.example/?q={query}')).toBeNull();
    expect(validateSearchEngine('https://search.example/?q=')).toBe(t.fieldErrors.searchEngine);
    expect(validateSearchEngine('ftp://x/{query}')).toBe(t.fieldErrors.searchEngine);
  });
});
