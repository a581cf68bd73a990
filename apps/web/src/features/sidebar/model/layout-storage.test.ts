import { SIDEBAR_WIDTH_DEFAULT, SIDEBAR_WIDTH_MAX } from '@nova/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { createDefaultLayout, layoutReducer } from './layout-reducer';
import {
  clearStoredLayout,
  layoutFromConfig,
  loadStoredLayout,
  readSavedLayouts,
  SIDEBAR_CONFIG_KEY,
  SIDEBAR_LAYOUTS_KEY,
  SIDEBAR_WIDTHS_KEY,
  storeLayout,
} from './layout-storage';

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('sidebarConfig', () => {
  it('stores the spec fields with their defaults', () => {
    storeLayout(createDefaultLayout());
    const stored = JSON.parse(localStorage.getItem(SIDEBAR_CONFIG_KEY) ?? '{}');
    expect(stored).toMatchObject({
      mode: 'massive',
      leftSidebarOpen: true,
      rightSidebarOpen: true,
      leftSidebarWidth: SIDEBAR_WIDTH_DEFAULT,
      rightSidebarWidth: SIDEBAR_WIDTH_DEFAULT,
      showAIChatOverlay: true,
      gapSize: 8,
    });
    expect(stored.toolPlacements).toEqual([
      { toolId: 'browser-tools', position: 'left', order: 0 },
      { toolId: 'ai-chat', position: 'right', order: 0 },
    ]);
    expect(JSON.parse(localStorage.getItem(SIDEBAR_WIDTHS_KEY) ?? '{}')).toEqual({ left: 320, right: 320 });
  });

  it('round-trips a changed layout through storage', () => {
    let layout = layoutReducer(createDefaultLayout(), { type: 'merge', side: 'right', tools: ['lead-scraping', 'data-analytics'], mode: 'tabs' });
    layout = layoutReducer(layout, { type: 'toggleCollapsed', side: 'left' });
    layout = layoutReducer(layout, { type: 'setWidth', side: 'right', width: 512 });
    layout = layoutReducer(layout, { type: 'setMode', mode: 'floating', now: 5 });
    storeLayout(layout);
    expect(loadStoredLayout()).toEqual(layout);
  });

  it('an empty toolPlacements list means the default tools', () => {
    const layout = layoutFromConfig({ toolPlacements: [] });
    expect(layout).toEqual(createDefaultLayout());
  });

  it('falls back to defaults for corrupt JSON, and per field for wrong values', () => {
    localStorage.setItem(SIDEBAR_CONFIG_KEY, '{oops');
    localStorage.setItem(SIDEBAR_WIDTHS_KEY, '[1,2');
    expect(loadStoredLayout()).toEqual(createDefaultLayout());

    localStorage.setItem(SIDEBAR_CONFIG_KEY, JSON.stringify({ mode: 'sideways', gapSize: 'wide', rightSidebarOpen: false, toolPlacements: 'x' }));
    localStorage.setItem(SIDEBAR_WIDTHS_KEY, JSON.stringify({ left: 9000 }));
    const layout = loadStoredLayout();
    expect(layout.mode).toBe('massive');
    expect(layout.gapSize).toBe(8);
    expect(layout.right.collapsed).toBe(true);
    expect(layout.left.width).toBe(SIDEBAR_WIDTH_MAX);
    expect(layout.left.primary).toBe('browser-tools');

    for (const raw of ['null', '42', '"text"', '[]']) {
      localStorage.setItem(SIDEBAR_CONFIG_KEY, raw);
      expect(loadStoredLayout().mode, raw).toBe('massive');
    }
  });

  it('ignores unknown tool ids in placements', () => {
    const layout = layoutFromConfig({ toolPlacements: [{ toolId: 'outreach', position: 'left', order: 0 }] });
    expect(layout.left.primary).toBe('outreach');
    localStorage.setItem(SIDEBAR_CONFIG_KEY, JSON.stringify({ toolPlacements: [{ toolId: 'nope', position: 'left', order: 0 }] }));
    expect(loadStoredLayout().left.primary).toBe('browser-tools');
  });

  it('reset removes the stored configuration and widths', () => {
    storeLayout(createDefaultLayout());
    clearStoredLayout();
    expect(localStorage.getItem(SIDEBAR_CONFIG_KEY)).toBeNull();
    expect(localStorage.getItem(SIDEBAR_WIDTHS_KEY)).toBeNull();
  });
});

describe('sidebarLayouts', () => {
  it('reads corrupt saved layouts as none', () => {
    localStorage.setItem(SIDEBAR_LAYOUTS_KEY, '{"a": {"mode": 3}}');
    expect(readSavedLayouts()).toEqual({});
    localStorage.setItem(SIDEBAR_LAYOUTS_KEY, 'not json');
    expect(readSavedLayouts()).toEqual({});
  });
});
