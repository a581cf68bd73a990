import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { filterCommands, indexCommands } from './command-filter';
import type { Command } from './command-types';
import { applyMove, moveForKey } from './list-navigation';
import { loadRecentCommands, pushRecent, RECENT_COMMANDS_KEY, saveRecentCommands } from './recent-commands';
import { buildResultRows } from './result-rows';
import { staticCommands } from './static-commands';

const indexed = indexCommands(staticCommands);
const names = (commands: Command[]) => commands.map((c) => c.name);

describe('filter', () => {
  it('matches name, description, category and keywords, case-insensitively', () => {
    expect(names(filterCommands(indexed, 'SETTINGS'))).toContain('Go to Settings');
    expect(names(filterCommands(indexed, 'read the latest'))).toEqual(['Play AI Response']);
    expect(names(filterCommands(indexed, 'workflows'))).toEqual(['Workflow Builder', 'Run Workflow', 'Stop Workflow']);
    expect(names(filterCommands(indexed, 'git'))).toEqual(['Version Control']);
  });

  it('returns everything for an empty or blank search, nothing for no match', () => {
    expect(filterCommands(indexed, '   ')).toHaveLength(staticCommands.length);
    expect(filterCommands(indexed, 'zzqq')).toEqual([]);
  });
});

describe('the spec A command set', () => {
  it('navigates to every route the palette names', () => {
    const paths = staticCommands.flatMap((c) => (c.action.type === 'navigate' ? [c.action.path] : []));
    expect(paths.sort()).toEqual(['/', '/browser', '/outreach', '/profile', '/qa-suite', '/selector-studio', '/settings']);
  });

  it('raises every switch-tab target and the four open events', () => {
    const targets = staticCommands.flatMap((c) => (c.action.type === 'switch-tab' ? [c.action.target] : []));
    expect(new Set(targets)).toEqual(new Set(['ide', 'workflow', 'version-control', 'data', 'marketplace']));
    const events = new Set(staticCommands.flatMap((c) => (c.action.type === 'event' ? [c.action.event] : [])));
    for (const event of ['open-ai-chat', 'open-deployment-panel', 'open-shortcuts-manager', 'open-tutorial'] as const) expect(events).toContain(event);
  });

  it('shows the shortcut labels of the spec table', () => {
    const labels = new Map(staticCommands.filter((c) => c.shortcut).map((c) => [c.shortcut, c.name]));
    for (const key of ['Ctrl+Space', 'Ctrl+/', 'Ctrl+P', 'Ctrl+M', 'Ctrl+S', 'Ctrl+G', 'Ctrl+D', 'Ctrl+R', 'Ctrl+1', 'Ctrl+2', 'Ctrl+3', 'Ctrl+Shift+W', 'Ctrl+Shift+R', 'Ctrl+Shift+S', 'F1']) {
      expect(labels.has(key), key).toBe(true);
    }
  });

  it('has unique ids', () => {
    expect(new Set(staticCommands.map((c) => c.id)).size).toBe(staticCommands.length);
  });
});

describe('recent commands', () => {
  it('keep at most 5, newest first, without duplicates', () => {
    let recent: string[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) recent = pushRecent(recent, id);
    expect(recent).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(pushRecent(recent, 'c')).toEqual(['c', 'f', 'e', 'd', 'b']);
  });

  it('log the spec messages when storage fails, and fall back to none', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(loadRecentCommands(memoryStorage({ [RECENT_COMMANDS_KEY]: '{broken' }))).toEqual([]);
    expect(error).toHaveBeenCalledWith('Failed to load recent commands:', expect.any(SyntaxError));
    saveRecentCommands(['a'], {
      setItem: () => {
        throw new Error('quota');
      },
    });
    expect(error).toHaveBeenCalledWith('Failed to save recent commands:', expect.any(Error));
    error.mockRestore();
  });

  it('round-trip through storage', () => {
    const storage = memoryStorage();
    saveRecentCommands(['go-browser', 'open-help'], storage);
    expect(loadRecentCommands(storage)).toEqual(['go-browser', 'open-help']);
  });
});

describe('result rows', () => {
  it('group results by category in the spec order', () => {
    const { rows } = buildResultRows(filterCommands(indexed, ''), { recentIds: [], query: '', recentLabel: 'Recent' });
    const groups = rows.flatMap((r) => (r.kind === 'group' ? [r.label] : []));
    expect(groups).toEqual(['AI Actions', 'Code', 'Navigation', 'Workflows', 'Tools', 'Help']);
  });

  it('put a Recent group and a separator first when the search is empty', () => {
    const results = filterCommands(indexed, '');
    const { rows } = buildResultRows(results, { recentIds: ['go-settings', 'missing', 'open-help'], query: '', recentLabel: 'Recent' });
    expect(rows.slice(0, 4).map((r) => (r.kind === 'item' ? r.command.id : r.kind === 'group' ? r.label : r.kind))).toEqual([
      'Recent',
      'go-settings',
      'open-help',
      'separator',
    ]);
    const typed = buildResultRows(filterCommands(indexed, 'go'), { recentIds: ['go-settings'], query: 'go', recentLabel: 'Recent' });
    expect(typed.rows[0]).toMatchObject({ kind: 'group', label: 'Navigation' });
  });
});

describe('keyboard navigation', () => {
  const groups = [0, 0, 0, 1, 1, 2];

  it('maps the spec keys', () => {
    const key = (k: string, mods: Partial<{ ctrlKey: boolean; altKey: boolean; metaKey: boolean }> = {}) =>
      moveForKey({ key: k, ctrlKey: false, altKey: false, metaKey: false, ...mods });
    expect(key('ArrowDown')).toBe('next');
    expect(key('ArrowUp')).toBe('prev');
    expect(key('n', { ctrlKey: true })).toBe('next');
    expect(key('j', { ctrlKey: true })).toBe('next');
    expect(key('p', { ctrlKey: true })).toBe('prev');
    expect(key('K', { ctrlKey: true })).toBe('prev');
    expect(key('Home')).toBe('first');
    expect(key('End')).toBe('last');
    expect(key('ArrowDown', { altKey: true })).toBe('nextGroup');
    expect(key('ArrowUp', { altKey: true })).toBe('prevGroup');
    expect(key('n')).toBeNull();
  });

  it('moves within bounds and jumps between groups', () => {
    expect(applyMove(0, 'prev', groups)).toBe(0);
    expect(applyMove(5, 'next', groups)).toBe(5);
    expect(applyMove(1, 'nextGroup', groups)).toBe(3);
    expect(applyMove(3, 'nextGroup', groups)).toBe(5);
    expect(applyMove(5, 'nextGroup', groups)).toBe(5);
    expect(applyMove(4, 'prevGroup', groups)).toBe(0);
    expect(applyMove(5, 'prevGroup', groups)).toBe(3);
    expect(applyMove(2, 'first', groups)).toBe(0);
    expect(applyMove(2, 'last', groups)).toBe(5);
    expect(applyMove(0, 'next', [])).toBe(-1);
  });
});
