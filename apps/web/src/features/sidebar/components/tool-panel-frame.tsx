import { ScrollArea } from '@/components/ui/scroll-area';
import { cn } from '@/lib/cn';
import type { ToolId } from '../model/layout-types';
import { getTool } from '../tools/tool-registry';
import { ToolPanel } from './tool-panel';

/**
 * Where a panel lives inside a sidebar or floating panel: most scroll in a scroll area; a
 * panel that scrolls by itself gets a bounded box of the full height instead.
 */
export function ToolPanelFrame({ toolId, className }: { toolId: ToolId; className?: string }) {
  if (getTool(toolId).fillsHeight) {
    return (
      <div className={cn('min-h-0 flex-1 overflow-hidden', className)}>
        <ToolPanel toolId={toolId} />
      </div>
    );
  }
  // The bottom padding lets a panel's last controls scroll clear of the floating voice button.
  return (
    <ScrollArea className={cn('min-h-0 flex-1', className)}>
      <div className="pb-16">
        <ToolPanel toolId={toolId} />
      </div>
    </ScrollArea>
  );
}
