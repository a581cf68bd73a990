import { describe, expect, it } from 'vitest';
import { DEFAULT_PLUGINS } from './default-plugins';
import { exportPlugins, importPlugins, PLUGIN_ERRORS, registerPlugin, removePlugin, restorePlugins, togglePlugin, validatePlugin, withDefaults } from './plugin-registry';
import { PLUGIN_COMMAND_MESSAGE, type PluginInput } from './plugin-types';

const custom: PluginInput = {
  id: 'haiku',
  name: 'Haiku',
  command: '/haiku',
  prompt: 'Write a haiku about {{title}}',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
};

describe('plugin registry', () => {
  it('has the five default plugins whose id is the command name', () => {
    expect(DEFAULT_PLUGINS.map((p) => [p.id, p.command])).toEqual([
      ['summarize', '/summarize'],
      ['extract', '/extract'],
      ['translate', '/translate'],
      ['analyze', '/analyze'],
      ['workflow', '/workflow'],
    ]);
    const translate = DEFAULT_PLUGINS.find((p) => p.id === 'translate');
    expect(translate?.parameters[0]).toMatchObject({ name: 'language', type: 'select', default: 'Norwegian' });
    expect(translate?.parameters[0]?.options).toEqual(['Norwegian', 'English', 'Spanish', 'French', 'German', 'Chinese', 'Japanese']);
    expect(DEFAULT_PLUGINS.find((p) => p.id === 'extract')?.parameters[0]?.options).toEqual(['emails', 'phone numbers', 'addresses', 'links', 'images']);
  });

  it('validates the command with the exact message and the enums', () => {
    for (const command of ['haiku', '/hai ku', '/haiku!', '/', '//x']) {
      expect(validatePlugin({ ...custom, command })).toEqual({ ok: false, message: PLUGIN_COMMAND_MESSAGE });
    }
    expect(validatePlugin({ ...custom, command: '/Ha-i_ku2' }).ok).toBe(true);
    expect(validatePlugin({ ...custom, processing: { type: 'xml' } }).ok).toBe(false);
    expect(validatePlugin({ ...custom, visibility: 'team' }).ok).toBe(false);
    expect(validatePlugin({ ...custom, parameters: [{ name: 'x', type: 'date' }] }).ok).toBe(false);
    expect(validatePlugin({ ...custom, parameters: [{ name: 'x', type: 'select' }] })).toEqual({ ok: false, message: 'Parameter x needs options' });
    const defaults = validatePlugin(custom);
    expect(defaults.ok && defaults.plugin).toMatchObject({ enabled: true, visibility: 'private', processing: { type: 'text' }, parameters: [] });
  });

  it('refuses a command another plugin holds, in any case, but lets a plugin keep its own', () => {
    const plugins = [...DEFAULT_PLUGINS];
    expect(registerPlugin(plugins, { ...custom, command: '/Translate' })).toEqual({ ok: false, message: PLUGIN_ERRORS.commandTaken });
    const added = registerPlugin(plugins, custom);
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    const edited = registerPlugin(added.plugins, { ...custom, name: 'Haiku 2' });
    expect(edited.ok && edited.plugins.filter((p) => p.id === 'haiku').map((p) => p.name)).toEqual(['Haiku 2']);
  });

  it('toggles with a new updatedAt and never removes a default plugin', () => {
    const toggled = togglePlugin(DEFAULT_PLUGINS, 'analyze', '2026-04-01T00:00:00.000Z');
    expect(toggled.find((p) => p.id === 'analyze')).toMatchObject({ enabled: false, updatedAt: '2026-04-01T00:00:00.000Z' });
    expect(removePlugin(DEFAULT_PLUGINS, 'summarize')).toEqual({ ok: false, message: PLUGIN_ERRORS.cannotRemoveDefault });
    const added = registerPlugin(DEFAULT_PLUGINS, custom);
    if (!added.ok) throw new Error('not added');
    const removed = removePlugin(added.plugins, 'haiku');
    expect(removed.ok && removed.plugins.map((p) => p.id)).toEqual(DEFAULT_PLUGINS.map((p) => p.id));
    expect(withDefaults([]).length).toBe(5);
  });

  it('exports only private plugins and counts invalid imports as failed', () => {
    const added = registerPlugin(DEFAULT_PLUGINS, custom);
    if (!added.ok) throw new Error('not added');
    expect(exportPlugins(added.plugins).map((p) => p.id)).toEqual(['haiku']);
    const result = importPlugins(DEFAULT_PLUGINS, [
      custom,
      { ...custom, id: 'bad', command: 'no-slash' },
      { ...custom, id: 'dup', command: '/summarize' },
      { name: 'incomplete' },
    ]);
    expect(result).toMatchObject({ imported: 1, failed: 3 });
    expect(result.plugins.map((p) => p.id)).toContain('haiku');
    expect(importPlugins(DEFAULT_PLUGINS, { not: 'a list' })).toMatchObject({ imported: 0, failed: 1 });
  });
});

describe('restorePlugins', () => {
  it('registers valid entries by id, defaults included, and counts the ones it refuses', () => {
    const disabledSummarize = { ...DEFAULT_PLUGINS[0], enabled: false };
    const result = restorePlugins(withDefaults([]), [custom, disabledSummarize, { id: 'bad', command: 'nope' }, { ...custom, id: 'other', command: '/haiku' }]);
    expect(result).toMatchObject({ restored: 2, failed: 2 });
    expect(result.plugins.find((p) => p.id === 'summarize')?.enabled).toBe(false);
    expect(result.plugins.find((p) => p.id === 'haiku')?.command).toBe('/haiku');
    expect(result.plugins.filter((p) => p.id === 'summarize')).toHaveLength(1);
    expect(result.plugins.map((p) => p.id)).toEqual(expect.arrayContaining(['summarize', 'extract', 'translate', 'analyze', 'workflow', 'haiku']));
  });
});
