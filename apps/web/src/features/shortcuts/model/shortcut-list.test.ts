import { DEFAULT_SHORTCUTS } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { applyCustomizations, defaultShortcuts, findConflict, rebind, setEnabled, toCustomizations } from './shortcut-list';

const byId = <T extends { id: string }>(list: T[], id: string) => list.find((s) => s.id === id);

describe('defaults (spec B §9)', () => {
  it('bind the documented keys; save is disabled; undo and redo are fixed', () => {
    const list = defaultShortcuts();
    expect(byId(list, 'command-palette')).toMatchObject({ keys: 'Ctrl+K', enabled: true });
    expect(byId(list, 'play-response')).toMatchObject({ keys: 'Ctrl+S', enabled: true });
    expect(byId(list, 'save')).toMatchObject({ keys: 'Ctrl+S', enabled: false });
    expect(byId(list, 'undo')).toMatchObject({ customizable: false });
    expect(byId(list, 'redo')).toMatchObject({ customizable: false });
    expect(byId(list, 'help')).toMatchObject({ keys: 'F1' });
  });

  it('have no two enabled shortcuts on the same keys', () => {
    const enabled = DEFAULT_SHORTCUTS.filter((s) => s.enabled).map((s) => s.keys);
    expect(new Set(enabled).size).toBe(enabled.length);
  });
});

describe('rebinding', () => {
  it('changes the keys', () => {
    const result = rebind(defaultShortcuts(), 'generate-code', 'Ctrl+Shift+G');
    expect(result.ok && byId(result.shortcuts, 'generate-code')?.keys).toBe('Ctrl+Shift+G');
  });

  it('refuses keys used by another enabled shortcut and names it', () => {
    const result = rebind(defaultShortcuts(), 'generate-code', 'Ctrl+K');
    expect(result).toMatchObject({ ok: false, reason: 'conflict', conflictWith: { id: 'command-palette' } });
  });

  it('allows keys that only a disabled shortcut uses', () => {
    const list = setEnabled(defaultShortcuts(), 'search', false);
    if (!list.ok) throw new Error('disable failed');
    expect(rebind(list.shortcuts, 'generate-code', 'Ctrl+F').ok).toBe(true);
  });

  it('refuses browser-reserved keys and fixed shortcuts', () => {
    expect(rebind(defaultShortcuts(), 'generate-code', 'Ctrl+T')).toEqual({ ok: false, reason: 'reserved' });
    expect(rebind(defaultShortcuts(), 'undo', 'Ctrl+U')).toEqual({ ok: false, reason: 'notCustomizable' });
    expect(setEnabled(defaultShortcuts(), 'redo', false)).toEqual({ ok: false, reason: 'notCustomizable' });
    expect(rebind(defaultShortcuts(), 'nope', 'Ctrl+U')).toEqual({ ok: false, reason: 'unknown' });
  });

  it('refuses enabling save while play-response holds Ctrl+S', () => {
    expect(setEnabled(defaultShortcuts(), 'save', true)).toMatchObject({ ok: false, reason: 'conflict', conflictWith: { id: 'play-response' } });
  });
});

describe('customizations', () => {
  it('store only what differs from the defaults and apply back to the same list', () => {
    const result = rebind(defaultShortcuts(), 'refactor', 'Ctrl+Shift+F');
    if (!result.ok) throw new Error('rebind failed');
    const stored = toCustomizations(result.shortcuts);
    expect(stored).toEqual([{ id: 'refactor', keys: 'Ctrl+Shift+F', enabled: true }]);
    expect(applyCustomizations(stored)).toEqual(result.shortcuts);
  });

  it('ignore unknown ids, invalid keys and changes to fixed shortcuts', () => {
    const list = applyCustomizations([
      { id: 'ghost', keys: 'Ctrl+Q', enabled: true },
      { id: 'refactor', keys: 'Ctrl+Banana', enabled: true },
      { id: 'undo', keys: 'Ctrl+U', enabled: false },
    ]);
    expect(list).toEqual(defaultShortcuts());
  });

  it('finds the conflicting shortcut', () => {
    expect(findConflict(defaultShortcuts(), 'x', 'Ctrl+K')?.id).toBe('command-palette');
    expect(findConflict(defaultShortcuts(), 'command-palette', 'Ctrl+K')).toBeUndefined();
  });
});
