import { registerBuiltIns } from './tools/register-built-ins';

registerBuiltIns();

export { LayoutMenu } from './components/layout-menu';
export { SidebarWorkspace } from './components/sidebar-workspace';
export { dispatchLayout, useLayout } from './model/layout-store';
export type { Side, ToolId } from './model/layout-types';
