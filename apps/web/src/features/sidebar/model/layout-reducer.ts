import { SIDEBAR_GAP_DEFAULT, SIDEBAR_WIDTH_DEFAULT, SIDEBAR_WIDTH_MAX, SIDEBAR_WIDTH_MIN } from '@nova/shared';
import type { CustomSidebar, FloatingPanel, LayoutMode, LayoutState, Point, Preset, SavedLayout, Side, SidebarMode, SidebarState, ToolId } from './layout-types';

export const DEFAULT_TOOLS: Record<Side, ToolId> = { left: 'browser-tools', right: 'ai-chat' };
export const GAP_SIZE_MAX = 32;
const FLOATING_START: Record<Side, Point> = { left: { x: 96, y: 96 }, right: { x: 480, y: 96 } };

export function clampWidth(width: number): number {
  if (!Number.isFinite(width)) return SIDEBAR_WIDTH_DEFAULT;
  return Math.round(Math.min(SIDEBAR_WIDTH_MAX, Math.max(SIDEBAR_WIDTH_MIN, width)));
}

export function clampGap(gap: number): number {
  if (!Number.isFinite(gap)) return SIDEBAR_GAP_DEFAULT;
  return Math.round(Math.min(GAP_SIZE_MAX, Math.max(0, gap)));
}

export function defaultSidebar(side: Side): SidebarState {
  return { side, primary: DEFAULT_TOOLS[side], secondary: [], mode: 'single', collapsed: false, width: SIDEBAR_WIDTH_DEFAULT };
}

export function createDefaultLayout(): LayoutState {
  return {
    mode: 'massive',
    left: defaultSidebar('left'),
    right: defaultSidebar('right'),
    floating: [],
    customSidebars: [],
    showAIChatOverlay: true,
    gapSize: SIDEBAR_GAP_DEFAULT,
  };
}

export type LayoutAction =
  | { type: 'setMode'; mode: LayoutMode; now: number }
  | { type: 'toggleCollapsed'; side: Side }
  | { type: 'setWidth'; side: Side; width: number }
  | { type: 'setPrimary'; side: Side; tool: ToolId }
  | { type: 'merge'; side: Side; tools: ToolId[]; mode: SidebarMode }
  | { type: 'removeSecondary'; side: Side; tool: ToolId }
  | { type: 'applyPreset'; preset: Preset }
  | { type: 'addFloating'; tool: ToolId; now: number; position: Point }
  | { type: 'moveFloating'; id: string; position: Point }
  | { type: 'removeFloating'; id: string }
  | { type: 'addCustomSidebar'; sidebar: CustomSidebar }
  | { type: 'removeCustomSidebar'; id: string }
  | { type: 'toggleChatOverlay' }
  | { type: 'setGapSize'; gapSize: number }
  | { type: 'loadLayout'; layout: SavedLayout }
  | { type: 'reset' };

function updateSide(state: LayoutState, side: Side, patch: Partial<SidebarState>): LayoutState {
  return { ...state, [side]: { ...state[side], ...patch } };
}

/** Floating panel ids are made from the time; a second panel in the same millisecond gets a suffix. */
export function floatingId(existing: FloatingPanel[], now: number): string {
  const base = `floating-${now}`;
  let id = base;
  for (let n = 2; existing.some((panel) => panel.id === id); n++) id = `${base}-${n}`;
  return id;
}

function addFloating(state: LayoutState, tool: ToolId, now: number, position: Point): LayoutState {
  const panel = { id: floatingId(state.floating, now), type: tool, position };
  return { ...state, floating: [...state.floating, panel] };
}

function setMode(state: LayoutState, mode: LayoutMode, now: number): LayoutState {
  if (state.mode === mode) return state;
  let next: LayoutState = { ...state, mode };
  // Entering floating mode with no panels yet: float the two sidebars' primary tools.
  if (mode === 'floating' && state.floating.length === 0) {
    next = addFloating(next, state.left.primary, now, FLOATING_START.left);
    next = addFloating(next, state.right.primary, now, FLOATING_START.right);
  }
  return next;
}

export function layoutReducer(state: LayoutState, action: LayoutAction): LayoutState {
  switch (action.type) {
    case 'setMode':
      return setMode(state, action.mode, action.now);
    case 'toggleCollapsed':
      return updateSide(state, action.side, { collapsed: !state[action.side].collapsed });
    case 'setWidth': {
      const width = clampWidth(action.width);
      return width === state[action.side].width ? state : updateSide(state, action.side, { width });
    }
    case 'setPrimary':
      return updateSide(state, action.side, { primary: action.tool, secondary: [], mode: 'single', collapsed: false });
    case 'merge': {
      const [primary, ...secondary] = [...new Set(action.tools)];
      if (!primary) return state;
      return updateSide(state, action.side, { primary, secondary, mode: action.mode, collapsed: false });
    }
    case 'removeSecondary': {
      const sidebar = state[action.side];
      const secondary = sidebar.secondary.filter((tool) => tool !== action.tool);
      if (secondary.length === sidebar.secondary.length) return state;
      return updateSide(state, action.side, { secondary, mode: secondary.length > 0 ? sidebar.mode : 'single' });
    }
    case 'applyPreset': {
      const assign = (side: Side) => {
        const { primary, secondary = [] } = action.preset[side];
        return { ...state[side], primary, secondary, mode: secondary.length > 0 ? ('tabs' as const) : ('single' as const), collapsed: false };
      };
      return { ...state, left: assign('left'), right: assign('right') };
    }
    case 'addFloating':
      return addFloating(state, action.tool, action.now, action.position);
    case 'moveFloating':
      return {
        ...state,
        floating: state.floating.map((panel) => (panel.id === action.id ? { ...panel, position: action.position } : panel)),
      };
    case 'removeFloating':
      return { ...state, floating: state.floating.filter((panel) => panel.id !== action.id) };
    case 'addCustomSidebar': {
      const name = action.sidebar.name.trim();
      if (!name || action.sidebar.tools.length === 0) return state;
      const others = state.customSidebars.filter((custom) => custom.id !== action.sidebar.id);
      return { ...state, customSidebars: [...others, { ...action.sidebar, name }] };
    }
    case 'removeCustomSidebar':
      return { ...state, customSidebars: state.customSidebars.filter((custom) => custom.id !== action.id) };
    case 'toggleChatOverlay':
      return { ...state, showAIChatOverlay: !state.showAIChatOverlay };
    case 'setGapSize':
      return { ...state, gapSize: clampGap(action.gapSize) };
    case 'loadLayout': {
      const { layout } = action;
      return {
        ...state,
        mode: layout.mode,
        left: { ...layout.left, side: 'left', width: clampWidth(layout.left.width) },
        right: { ...layout.right, side: 'right', width: clampWidth(layout.right.width) },
        floating: layout.floating,
      };
    }
    case 'reset':
      return createDefaultLayout();
  }
}

export function toSavedLayout(state: LayoutState, now: Date): SavedLayout {
  const strip = ({ side: _side, ...rest }: SidebarState) => rest;
  return { mode: state.mode, left: strip(state.left), right: strip(state.right), floating: state.floating, savedAt: now.toISOString() };
}

/** Named layouts: saving under an existing name replaces it; names are trimmed and must not be empty. */
export function saveNamedLayout(
  layouts: Record<string, SavedLayout>,
  name: string,
  state: LayoutState,
  now: Date,
): Record<string, SavedLayout> {
  const key = name.trim();
  if (!key) return layouts;
  return { ...layouts, [key]: toSavedLayout(state, now) };
}

export function deleteNamedLayout(layouts: Record<string, SavedLayout>, name: string): Record<string, SavedLayout> {
  if (!(name in layouts)) return layouts;
  const { [name]: _removed, ...rest } = layouts;
  return rest;
}

/** Loading a name that was never saved leaves the layout as it is. */
export function loadNamedLayout(state: LayoutState, layouts: Record<string, SavedLayout>, name: string): LayoutState {
  const layout = Object.hasOwn(layouts, name) ? layouts[name] : undefined;
  return layout ? layoutReducer(state, { type: 'loadLayout', layout }) : state;
}
