import { SIDEBAR_GAP_DEFAULT, SIDEBAR_WIDTH_DEFAULT, SIDEBAR_WIDTH_MAX, SIDEBAR_WIDTH_MIN } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import {
  clampWidth,
  createDefaultLayout,
  deleteNamedLayout,
  layoutReducer,
  loadNamedLayout,
  saveNamedLayout,
  type LayoutAction,
} from './layout-reducer';
import type { LayoutState, Preset } from './layout-types';

const research: Preset = {
  id: 'research',
  name: 'Research',
  iconName: 'BookOpen',
  description: 'x',
  left: { primary: 'ai-assistant' },
  right: { primary: 'lead-scraping', secondary: ['data-analytics'] },
};

function run(...actions: LayoutAction[]): LayoutState {
  return actions.reduce(layoutReducer, createDefaultLayout());
}

describe('defaults', () => {
  it('match spec A §3', () => {
    const layout = createDefaultLayout();
    expect(layout.mode).toBe('massive');
    expect(layout.showAIChatOverlay).toBe(true);
    expect(layout.gapSize).toBe(SIDEBAR_GAP_DEFAULT);
    for (const side of ['left', 'right'] as const) {
      expect(layout[side]).toMatchObject({ side, collapsed: false, width: SIDEBAR_WIDTH_DEFAULT, mode: 'single', secondary: [] });
    }
    expect(layout.floating).toEqual([]);
    expect(layout.customSidebars).toEqual([]);
  });
});

describe('width', () => {
  it(`is clamped to ${SIDEBAR_WIDTH_MIN}–${SIDEBAR_WIDTH_MAX}`, () => {
    expect(clampWidth(100)).toBe(SIDEBAR_WIDTH_MIN);
    expect(clampWidth(239.6)).toBe(SIDEBAR_WIDTH_MIN);
    expect(clampWidth(5000)).toBe(SIDEBAR_WIDTH_MAX);
    expect(clampWidth(412.4)).toBe(412);
    expect(clampWidth(Number.NaN)).toBe(SIDEBAR_WIDTH_DEFAULT);
    expect(run({ type: 'setWidth', side: 'left', width: 9999 }).left.width).toBe(SIDEBAR_WIDTH_MAX);
    expect(run({ type: 'setWidth', side: 'right', width: 1 }).right.width).toBe(SIDEBAR_WIDTH_MIN);
  });

  it('changes only the given side', () => {
    const layout = run({ type: 'setWidth', side: 'right', width: 450 });
    expect(layout.right.width).toBe(450);
    expect(layout.left.width).toBe(SIDEBAR_WIDTH_DEFAULT);
  });
});

describe('primary and secondary tools', () => {
  it('switching the primary clears the secondaries and sets single mode', () => {
    const merged = run({ type: 'merge', side: 'right', tools: ['outreach', 'workflow', 'developer'], mode: 'tabs' });
    expect(merged.right).toMatchObject({ primary: 'outreach', secondary: ['workflow', 'developer'], mode: 'tabs' });
    const switched = layoutReducer(merged, { type: 'setPrimary', side: 'right', tool: 'lead-scraping' });
    expect(switched.right).toMatchObject({ primary: 'lead-scraping', secondary: [], mode: 'single' });
  });

  it('merging makes the first tool primary and the rest secondary, with the chosen mode', () => {
    const layout = run({ type: 'merge', side: 'left', tools: ['workflow', 'outreach'], mode: 'single' });
    expect(layout.left).toMatchObject({ primary: 'workflow', secondary: ['outreach'], mode: 'single' });
  });

  it('merging an empty list does nothing', () => {
    const before = createDefaultLayout();
    expect(layoutReducer(before, { type: 'merge', side: 'left', tools: [], mode: 'tabs' })).toBe(before);
  });

  it('removing the last secondary falls back to single mode', () => {
    const layout = run(
      { type: 'merge', side: 'left', tools: ['workflow', 'outreach'], mode: 'tabs' },
      { type: 'removeSecondary', side: 'left', tool: 'outreach' },
    );
    expect(layout.left).toMatchObject({ primary: 'workflow', secondary: [], mode: 'single' });
  });
});

describe('presets', () => {
  it('replace both sidebars; a secondary tool opens as a tab', () => {
    const layout = run(
      { type: 'merge', side: 'left', tools: ['workflow', 'outreach'], mode: 'tabs' },
      { type: 'toggleCollapsed', side: 'right' },
      { type: 'applyPreset', preset: research },
    );
    expect(layout.left).toMatchObject({ primary: 'ai-assistant', secondary: [], mode: 'single' });
    expect(layout.right).toMatchObject({ primary: 'lead-scraping', secondary: ['data-analytics'], mode: 'tabs', collapsed: false });
  });

  it('keep the widths the user chose', () => {
    const layout = run({ type: 'setWidth', side: 'left', width: 500 }, { type: 'applyPreset', preset: research });
    expect(layout.left.width).toBe(500);
  });
});

describe('mode and floating panels', () => {
  it('toggles between massive and floating; entering floating floats both primary tools', () => {
    const floating = run({ type: 'setMode', mode: 'floating', now: 1700000000000 });
    expect(floating.mode).toBe('floating');
    expect(floating.floating.map((p) => [p.id, p.type])).toEqual([
      ['floating-1700000000000', 'browser-tools'],
      ['floating-1700000000000-2', 'ai-chat'],
    ]);
    const back = layoutReducer(floating, { type: 'setMode', mode: 'massive', now: 1 });
    expect(back.mode).toBe('massive');
    expect(back.floating).toHaveLength(2);
  });

  it('gives floating panels ids made from the time, and moves and removes them', () => {
    const layout = run(
      { type: 'addFloating', tool: 'outreach', now: 42, position: { x: 10, y: 20 } },
      { type: 'moveFloating', id: 'floating-42', position: { x: 300, y: 40 } },
    );
    expect(layout.floating).toEqual([{ id: 'floating-42', type: 'outreach', position: { x: 300, y: 40 } }]);
    expect(layoutReducer(layout, { type: 'removeFloating', id: 'floating-42' }).floating).toEqual([]);
  });
});

describe('collapse, chat overlay, gap, custom sidebars', () => {
  it('toggles each sidebar on its own', () => {
    const layout = run({ type: 'toggleCollapsed', side: 'left' });
    expect(layout.left.collapsed).toBe(true);
    expect(layout.right.collapsed).toBe(false);
    expect(layoutReducer(layout, { type: 'toggleCollapsed', side: 'left' }).left.collapsed).toBe(false);
  });

  it('toggles the chat overlay and clamps the gap size', () => {
    expect(run({ type: 'toggleChatOverlay' }).showAIChatOverlay).toBe(false);
    expect(run({ type: 'setGapSize', gapSize: 12 }).gapSize).toBe(12);
    expect(run({ type: 'setGapSize', gapSize: -3 }).gapSize).toBe(0);
    expect(run({ type: 'setGapSize', gapSize: 400 }).gapSize).toBe(32);
  });

  it('adds, replaces and removes custom sidebars, ignoring nameless or empty ones', () => {
    const layout = run(
      { type: 'addCustomSidebar', sidebar: { id: 'c1', name: ' Salg ', tools: ['outreach', 'lead-scraping'] } },
      { type: 'addCustomSidebar', sidebar: { id: 'c2', name: '  ', tools: ['outreach'] } },
      { type: 'addCustomSidebar', sidebar: { id: 'c3', name: 'Tom', tools: [] } },
    );
    expect(layout.customSidebars).toEqual([{ id: 'c1', name: 'Salg', tools: ['outreach', 'lead-scraping'] }]);
    expect(layoutReducer(layout, { type: 'removeCustomSidebar', id: 'c1' }).customSidebars).toEqual([]);
  });
});

describe('named layouts', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('save and load back', () => {
    const custom = run({ type: 'applyPreset', preset: research }, { type: 'setWidth', side: 'right', width: 480 });
    const layouts = saveNamedLayout({}, '  Min research ', custom, now);
    expect(Object.keys(layouts)).toEqual(['Min research']);

    const changed = layoutReducer(custom, { type: 'reset' });
    const loaded = loadNamedLayout(changed, layouts, 'Min research');
    expect(loaded.left).toEqual(custom.left);
    expect(loaded.right).toEqual(custom.right);
    expect(loaded.mode).toBe(custom.mode);
  });

  it('loading an unknown name does nothing', () => {
    const state = createDefaultLayout();
    const layouts = saveNamedLayout({}, 'a', state, now);
    expect(loadNamedLayout(state, layouts, 'missing')).toBe(state);
    expect(loadNamedLayout(state, layouts, 'toString')).toBe(state);
  });

  it('an empty name saves nothing; deleting removes only that name', () => {
    const state = createDefaultLayout();
    expect(saveNamedLayout({}, '   ', state, now)).toEqual({});
    const layouts = saveNamedLayout(saveNamedLayout({}, 'a', state, now), 'b', state, now);
    expect(Object.keys(deleteNamedLayout(layouts, 'a'))).toEqual(['b']);
    expect(deleteNamedLayout(layouts, 'zzz')).toBe(layouts);
  });
});

describe('reset', () => {
  it('restores the defaults', () => {
    const layout = run(
      { type: 'applyPreset', preset: research },
      { type: 'setWidth', side: 'left', width: 590 },
      { type: 'setMode', mode: 'floating', now: 1 },
      { type: 'reset' },
    );
    expect(layout).toEqual(createDefaultLayout());
  });
});
