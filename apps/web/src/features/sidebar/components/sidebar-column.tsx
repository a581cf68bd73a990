import { ChevronDown, PanelLeftClose, PanelLeftOpen, PanelRightClose, PanelRightOpen, Plus, X } from 'lucide-react';
import { Activity, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { sidebarStrings as t } from '@/lib/i18n/nb/sidebar';
import { dispatchLayout, useLayout } from '../model/layout-store';
import type { Side, SidebarState, ToolId } from '../model/layout-types';
import { getTool } from '../tools/tool-registry';
import { ResizeHandle } from './resize-handle';
import { ToolMenu } from './tool-menu';
import { ToolPanelFrame } from './tool-panel-frame';

function CollapsedRail({ sidebar }: { sidebar: SidebarState }) {
  const sideName = t.sides[sidebar.side];
  const ExpandIcon = sidebar.side === 'left' ? PanelLeftOpen : PanelRightOpen;
  const Icon = getTool(sidebar.primary).icon;
  return (
    <aside
      aria-label={sideName}
      className={cn('flex w-10 shrink-0 flex-col items-center gap-2 py-2', sidebar.side === 'left' ? 'border-r' : 'border-l', 'border-border')}
    >
      <Tooltip label={t.expand(sideName)} side={sidebar.side === 'left' ? 'right' : 'left'}>
        <Button variant="ghost" size="icon" aria-label={t.expand(sideName)} onClick={() => dispatchLayout({ type: 'toggleCollapsed', side: sidebar.side })}>
          <ExpandIcon aria-hidden />
        </Button>
      </Tooltip>
      <Icon className="size-4 text-muted-foreground" aria-hidden />
    </aside>
  );
}

function SidebarHeader({ sidebar, activeTool }: { sidebar: SidebarState; activeTool: ToolId }) {
  const { side } = sidebar;
  const sideName = t.sides[side];
  const primary = getTool(sidebar.primary);
  const CollapseIcon = side === 'left' ? PanelLeftClose : PanelRightClose;
  const onSide = [sidebar.primary, ...sidebar.secondary];
  const activeIsSecondary = sidebar.mode === 'tabs' && sidebar.secondary.includes(activeTool);
  return (
    <div className="flex h-10 shrink-0 items-center gap-1 border-b border-border px-2">
      <ToolMenu
        label={t.switchTool(sideName)}
        onSelect={(tool) => dispatchLayout({ type: 'setPrimary', side, tool })}
        trigger={
          <Button variant="ghost" size="sm" className="min-w-0 flex-1 justify-start" aria-label={t.switchTool(sideName)}>
            <primary.icon aria-hidden />
            <span className="truncate">{primary.name}</span>
            <ChevronDown className="ml-auto opacity-60" aria-hidden />
          </Button>
        }
      />
      {activeIsSecondary ? (
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={t.removeTab(getTool(activeTool).name)}
          onClick={() => dispatchLayout({ type: 'removeSecondary', side, tool: activeTool })}
        >
          <X aria-hidden />
        </Button>
      ) : null}
      <ToolMenu
        label={t.addTab(sideName)}
        exclude={onSide}
        onSelect={(tool) => dispatchLayout({ type: 'merge', side, tools: [...onSide, tool], mode: 'tabs' })}
        trigger={
          <Button variant="ghost" size="icon" className="size-7" aria-label={t.addTab(sideName)}>
            <Plus aria-hidden />
          </Button>
        }
      />
      <Tooltip label={t.collapse(sideName)}>
        <Button variant="ghost" size="icon" className="size-7" aria-label={t.collapse(sideName)} onClick={() => dispatchLayout({ type: 'toggleCollapsed', side })}>
          <CollapseIcon aria-hidden />
        </Button>
      </Tooltip>
    </div>
  );
}

function TabbedTools({ sidebar, activeTool, onActivate }: { sidebar: SidebarState; activeTool: ToolId; onActivate: (tool: ToolId) => void }) {
  const tools = [sidebar.primary, ...sidebar.secondary];
  return (
    <Tabs value={activeTool} onValueChange={(value) => onActivate(value as ToolId)} className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-border p-1.5">
        <TabsList aria-label={t.tabsLabel(t.sides[sidebar.side])}>
          {tools.map((id) => {
            const tool = getTool(id);
            return (
              <TabsTrigger key={id} value={id}>
                <tool.icon aria-hidden />
                <span className="truncate">{tool.name}</span>
              </TabsTrigger>
            );
          })}
        </TabsList>
      </div>
      {tools.map((id) => (
        <TabsContent key={id} value={id} className="mt-0 flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden">
          <ToolPanelFrame toolId={id} className="h-full" />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/**
 * The panels this sidebar has shown, kept mounted but hidden: switching back (a preset, a
 * tool) is a visibility change, and each panel keeps its state. Hidden panels' effects stop.
 */
function KeptPanels({ active }: { active: ToolId }) {
  const [shown, setShown] = useState<ToolId[]>([active]);
  if (!shown.includes(active)) setShown([...shown, active]);
  return shown.map((id) => (
    <Activity key={id} mode={id === active ? 'visible' : 'hidden'}>
      <ToolPanelFrame toolId={id} />
    </Activity>
  ));
}

export function SidebarColumn({ side }: { side: Side }) {
  const sidebar = useLayout((state) => state[side]);
  const [chosenTab, setChosenTab] = useState<ToolId>(sidebar.primary);
  const tabbed = sidebar.mode === 'tabs' && sidebar.secondary.length > 0;
  const activeTool = tabbed && [sidebar.primary, ...sidebar.secondary].includes(chosenTab) ? chosenTab : sidebar.primary;

  if (sidebar.collapsed) return <CollapsedRail sidebar={sidebar} />;

  const column = (
    <aside aria-label={t.sides[side]} data-testid={`sidebar-${side}`} style={{ width: sidebar.width }} className="flex shrink-0 flex-col bg-background">
      <SidebarHeader sidebar={sidebar} activeTool={activeTool} />
      {tabbed ? (
        <TabbedTools sidebar={sidebar} activeTool={activeTool} onActivate={setChosenTab} />
      ) : (
        <KeptPanels active={sidebar.primary} />
      )}
    </aside>
  );
  const handle = <ResizeHandle side={side} width={sidebar.width} />;
  return side === 'left' ? (
    <>
      {column}
      {handle}
    </>
  ) : (
    <>
      {handle}
      {column}
    </>
  );
}
