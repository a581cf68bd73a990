import type { ToolCategory, ToolId } from '@nova/shared';

export { TOOL_IDS } from '@nova/shared';
export type { ToolCategory, ToolId };

export type Side = 'left' | 'right';
export type SidebarMode = 'single' | 'tabs';
export type LayoutMode = 'massive' | 'floating';

export interface SidebarState {
  side: Side;
  primary: ToolId;
  secondary: ToolId[];
  mode: SidebarMode;
  collapsed: boolean;
  width: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface FloatingPanel {
  id: string;
  type: ToolId;
  position: Point;
}

export interface CustomSidebar {
  id: string;
  name: string;
  tools: ToolId[];
}

export interface LayoutState {
  mode: LayoutMode;
  left: SidebarState;
  right: SidebarState;
  floating: FloatingPanel[];
  customSidebars: CustomSidebar[];
  showAIChatOverlay: boolean;
  gapSize: number;
}

export interface PresetAssignment {
  primary: ToolId;
  secondary?: ToolId[];
}

export interface Preset {
  id: string;
  name: string;
  iconName: string;
  description: string;
  left: PresetAssignment;
  right: PresetAssignment;
}

/** What a named layout keeps (spec: saved by name under sidebarLayouts). */
export interface SavedLayout {
  mode: LayoutMode;
  left: Omit<SidebarState, 'side'>;
  right: Omit<SidebarState, 'side'>;
  floating: FloatingPanel[];
  savedAt: string;
}
