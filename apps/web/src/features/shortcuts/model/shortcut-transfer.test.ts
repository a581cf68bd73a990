import { describe, expect, it } from 'vitest';
import { defaultShortcuts, rebind } from './shortcut-list';
import { exportShortcuts, importShortcuts } from './shortcut-transfer';

describe('import', () => {
  it('must be a non-empty JSON array', () => {
    for (const text of ['{}', '[]', 'not json', '"text"', 'null', '[{"id": 5}]']) {
      expect(importShortcuts(text, defaultShortcuts()), text).toEqual({ ok: false });
    }
  });

  it('round-trips an export', () => {
    const changed = rebind(defaultShortcuts(), 'refactor', 'Ctrl+Shift+F');
    if (!changed.ok) throw new Error('rebind failed');
    const result = importShortcuts(exportShortcuts(changed.shortcuts), defaultShortcuts());
    expect(result.ok && result.shortcuts).toEqual(changed.shortcuts);
  });

  it('skips entries that would clash and counts them', () => {
    const text = JSON.stringify([
      { id: 'generate-code', keys: 'Ctrl+K', enabled: true },
      { id: 'refactor', keys: 'Ctrl+Shift+F', enabled: true },
    ]);
    const result = importShortcuts(text, defaultShortcuts());
    if (!result.ok) throw new Error('import failed');
    expect(result.shortcuts.find((s) => s.id === 'generate-code')?.keys).toBe('Ctrl+G');
    expect(result.shortcuts.find((s) => s.id === 'refactor')?.keys).toBe('Ctrl+Shift+F');
    expect(result.imported).toBe(1);
    expect(result.skipped).toBe(1);
  });
});
