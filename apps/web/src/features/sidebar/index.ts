import { registerBuiltIns } from './tools/register-built-ins';

registerBuiltIns();

export { LayoutMenu } from './components/layout-menu';
export { SidebarWorkspace } from './components/sidebar-workspace';
export { dispatchLayout, getLayout, openTool, useLayout } from './model/layout-store';
export { listPresets, listTools } from './tools/tool-registry';
export type { Side, ToolId } from './model/layout-types';
