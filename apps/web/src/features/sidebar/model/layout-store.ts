import { createStore, useStore } from '@/lib/create-store';
import { deleteNamedLayout, layoutReducer, loadNamedLayout, saveNamedLayout, type LayoutAction } from './layout-reducer';
import { clearStoredLayout, loadStoredLayout, readSavedLayouts, storeLayout, writeSavedLayouts } from './layout-storage';
import type { LayoutState, SavedLayout, Side, ToolId } from './layout-types';

export const PRESET_START_MARK = 'nova:preset-start';
export const PRESET_COMMIT_MEASURE = 'nova:preset-commit';
export const LAYOUT_NAME_MAX = 40;

const layoutStore = createStore<LayoutState>(loadStoredLayout());
const savedLayoutsStore = createStore<Record<string, SavedLayout>>(readSavedLayouts());

export function getLayout(): LayoutState {
  return layoutStore.get();
}

export function dispatchLayout(action: LayoutAction): void {
  const current = layoutStore.get();
  const next = layoutReducer(current, action);
  if (next === current) return;
  // Paired with measurePresetCommit() in the workspace's layout effect (npm run bench reads it).
  if (action.type === 'applyPreset') performance.mark(PRESET_START_MARK);
  if (action.type === 'reset') {
    layoutStore.set(next);
    clearStoredLayout();
  } else {
    commitLayout(next);
  }
}

function commitLayout(next: LayoutState): void {
  layoutStore.set(next);
  storeLayout(next);
}

/** Shows the tool in a sidebar: kept where it already is (as primary or tab), otherwise made the primary. */
export function openTool(side: Side, tool: ToolId): void {
  dispatchLayout({ type: 'setMode', mode: 'massive', now: Date.now() });
  const sidebar = layoutStore.get()[side];
  const present = sidebar.primary === tool || sidebar.secondary.includes(tool);
  if (!present) dispatchLayout({ type: 'setPrimary', side, tool });
  else if (sidebar.collapsed) dispatchLayout({ type: 'toggleCollapsed', side });
}

export function measurePresetCommit(): void {
  if (performance.getEntriesByName(PRESET_START_MARK, 'mark').length === 0) return;
  performance.measure(PRESET_COMMIT_MEASURE, PRESET_START_MARK);
  performance.clearMarks(PRESET_START_MARK);
}

export function useLayout<S>(selector: (state: LayoutState) => S): S {
  return useStore(layoutStore, selector);
}

export function useSavedLayouts(): Record<string, SavedLayout> {
  return useStore(savedLayoutsStore, (layouts) => layouts);
}

/** Validates the name; returns an error message key, or null when saved. */
export function saveCurrentLayoutAs(name: string): 'nameRequired' | 'nameTooLong' | 'storageFailed' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'nameRequired';
  if (trimmed.length > LAYOUT_NAME_MAX) return 'nameTooLong';
  const next = saveNamedLayout(savedLayoutsStore.get(), trimmed, layoutStore.get(), new Date());
  if (!writeSavedLayouts(next)) return 'storageFailed';
  savedLayoutsStore.set(next);
  return null;
}

export function loadSavedLayout(name: string): boolean {
  const current = layoutStore.get();
  const next = loadNamedLayout(current, savedLayoutsStore.get(), name);
  if (next === current) return false;
  commitLayout(next);
  return true;
}

export function deleteSavedLayout(name: string): void {
  const next = deleteNamedLayout(savedLayoutsStore.get(), name);
  writeSavedLayouts(next);
  savedLayoutsStore.set(next);
}
