import { useCallback } from 'react';
import { useWindowEvent, type SwitchTabTarget } from '@/lib/window-events';
import { openTool } from '../model/layout-store';
import type { Side, ToolId } from '../model/layout-types';

/** Where the palette's switch-tab targets and open events land in the sidebars. */
const SWITCH_TAB_TOOLS: Record<SwitchTabTarget, { side: Side; tool: ToolId }> = {
  ide: { side: 'left', tool: 'developer' },
  'version-control': { side: 'left', tool: 'developer' },
  workflow: { side: 'left', tool: 'workflow' },
  data: { side: 'right', tool: 'data-analytics' },
  marketplace: { side: 'right', tool: 'integrations' },
};

export function useSidebarWindowEvents(): void {
  useWindowEvent(
    'switch-tab',
    useCallback((detail) => {
      const place = SWITCH_TAB_TOOLS[detail.target];
      openTool(place.side, place.tool);
    }, []),
  );
  useWindowEvent('open-ai-chat', useCallback(() => openTool('right', 'ai-chat'), []));
  useWindowEvent('open-deployment-panel', useCallback(() => openTool('right', 'developer'), []));
}
