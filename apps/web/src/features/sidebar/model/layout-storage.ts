import * as v from 'valibot';
import { readStoredJson, removeStored, writeStoredJson } from '@/lib/storage';
import { clampGap, clampWidth, createDefaultLayout, DEFAULT_TOOLS } from './layout-reducer';
import { TOOL_IDS, type LayoutState, type SavedLayout, type Side, type SidebarState, type ToolId } from './layout-types';

export const SIDEBAR_CONFIG_KEY = 'sidebarConfig';
export const SIDEBAR_LAYOUTS_KEY = 'sidebarLayouts';
export const SIDEBAR_WIDTHS_KEY = 'sidebarWidths';

const toolId = v.picklist(TOOL_IDS);
const sidebarMode = v.picklist(['single', 'tabs']);
const layoutMode = v.picklist(['massive', 'floating']);
const point = v.object({ x: v.number(), y: v.number() });
const floatingPanel = v.object({ id: v.string(), type: toolId, position: point });
const customSidebar = v.object({ id: v.string(), name: v.string(), tools: v.array(toolId) });
const toolPlacement = v.object({ toolId, position: v.picklist(['left', 'right']), order: v.number() });

/**
 * The spec's sidebarConfig fields, plus the per-side tab mode, floating panels and custom
 * sidebars, which the spec keeps in layout state but which must also survive a reload.
 * Every field is read on its own, so one bad value does not throw away the rest.
 */
const configFields = {
  mode: layoutMode,
  leftSidebarOpen: v.boolean(),
  rightSidebarOpen: v.boolean(),
  leftSidebarWidth: v.number(),
  rightSidebarWidth: v.number(),
  toolPlacements: v.array(toolPlacement),
  showAIChatOverlay: v.boolean(),
  gapSize: v.number(),
  leftMode: sidebarMode,
  rightMode: sidebarMode,
  floating: v.array(floatingPanel),
  customSidebars: v.array(customSidebar),
};
type ConfigFields = typeof configFields;
export type SidebarConfig = { [K in keyof ConfigFields]: v.InferOutput<ConfigFields[K]> };

const widthsSchema = v.object({ left: v.optional(v.number()), right: v.optional(v.number()) });
const savedSide = v.object({
  primary: toolId,
  secondary: v.array(toolId),
  mode: sidebarMode,
  collapsed: v.boolean(),
  width: v.number(),
});
const savedLayoutSchema = v.object({ mode: layoutMode, left: savedSide, right: savedSide, floating: v.array(floatingPanel), savedAt: v.string() });
const savedLayoutsSchema = v.record(v.string(), savedLayoutSchema);

export function layoutToConfig(state: LayoutState): SidebarConfig {
  const placements = (side: Side) =>
    [state[side].primary, ...state[side].secondary].map((id, order) => ({ toolId: id, position: side, order }));
  return {
    mode: state.mode,
    leftSidebarOpen: !state.left.collapsed,
    rightSidebarOpen: !state.right.collapsed,
    leftSidebarWidth: state.left.width,
    rightSidebarWidth: state.right.width,
    toolPlacements: [...placements('left'), ...placements('right')],
    showAIChatOverlay: state.showAIChatOverlay,
    gapSize: state.gapSize,
    leftMode: state.left.mode,
    rightMode: state.right.mode,
    floating: state.floating,
    customSidebars: state.customSidebars,
  };
}

/** Reads whatever fields of a stored config are valid; the rest keep their defaults. */
export function parseConfig(raw: unknown): Partial<SidebarConfig> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const source = raw as Record<string, unknown>;
  const config: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(configFields)) {
    const parsed = v.safeParse(schema, source[key]);
    if (parsed.success) config[key] = parsed.output;
  }
  return config as Partial<SidebarConfig>;
}

function sideFromConfig(
  side: Side,
  config: Partial<SidebarConfig>,
  widths: { left?: number; right?: number },
  fallback: SidebarState,
): SidebarState {
  const placed = (config.toolPlacements ?? [])
    .filter((placement) => placement.position === side)
    .sort((a, b) => a.order - b.order)
    .map((placement) => placement.toolId);
  const [primary = DEFAULT_TOOLS[side], ...secondary] = [...new Set<ToolId>(placed)];
  const open = side === 'left' ? config.leftSidebarOpen : config.rightSidebarOpen;
  const configWidth = side === 'left' ? config.leftSidebarWidth : config.rightSidebarWidth;
  const mode = (side === 'left' ? config.leftMode : config.rightMode) ?? (secondary.length > 0 ? 'tabs' : 'single');
  return {
    side,
    primary,
    secondary,
    mode,
    collapsed: open === undefined ? fallback.collapsed : !open,
    width: clampWidth(widths[side] ?? configWidth ?? fallback.width),
  };
}

export function layoutFromConfig(config: Partial<SidebarConfig>, widths: { left?: number; right?: number } = {}): LayoutState {
  const defaults = createDefaultLayout();
  return {
    mode: config.mode ?? defaults.mode,
    left: sideFromConfig('left', config, widths, defaults.left),
    right: sideFromConfig('right', config, widths, defaults.right),
    floating: config.floating ?? defaults.floating,
    customSidebars: config.customSidebars ?? defaults.customSidebars,
    showAIChatOverlay: config.showAIChatOverlay ?? defaults.showAIChatOverlay,
    gapSize: clampGap(config.gapSize ?? defaults.gapSize),
  };
}

export function loadStoredLayout(): LayoutState {
  const config = parseConfig(readStoredJson(SIDEBAR_CONFIG_KEY, v.unknown(), {}));
  const widths = readStoredJson(SIDEBAR_WIDTHS_KEY, widthsSchema, {});
  return layoutFromConfig(config, widths);
}

export function storeLayout(state: LayoutState): void {
  writeStoredJson(SIDEBAR_CONFIG_KEY, layoutToConfig(state));
  writeStoredJson(SIDEBAR_WIDTHS_KEY, { left: state.left.width, right: state.right.width });
}

/** Reset removes the stored configuration; named layouts are the user's and stay. */
export function clearStoredLayout(): void {
  removeStored(SIDEBAR_CONFIG_KEY);
  removeStored(SIDEBAR_WIDTHS_KEY);
}

export function readSavedLayouts(): Record<string, SavedLayout> {
  return readStoredJson(SIDEBAR_LAYOUTS_KEY, savedLayoutsSchema, {});
}

export function writeSavedLayouts(layouts: Record<string, SavedLayout>): boolean {
  return writeStoredJson(SIDEBAR_LAYOUTS_KEY, layouts);
}
