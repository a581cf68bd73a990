import { GripHorizontal, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { sidebarStrings as t } from '@/lib/i18n/nb/sidebar';
import { dispatchLayout, useLayout } from '../model/layout-store';
import type { FloatingPanel as FloatingPanelState, Point } from '../model/layout-types';
import { getTool } from '../tools/tool-registry';
import { ToolPanelFrame } from './tool-panel-frame';

const KEY_STEP = 16;
const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Keeps at least the header reachable so a panel can never be lost off-screen. */
function keepOnScreen(position: Point): Point {
  const maxX = Math.max(0, window.innerWidth - 120);
  const maxY = Math.max(0, window.innerHeight - 48);
  return { x: Math.round(Math.min(maxX, Math.max(0, position.x))), y: Math.round(Math.min(maxY, Math.max(0, position.y))) };
}

function FloatingPanel({ panel }: { panel: FloatingPanelState }) {
  const tool = getTool(panel.type);
  // While dragging, the position lives here and is committed to the layout on release.
  const [dragPosition, setDragPosition] = useState<Point | null>(null);
  const drag = useRef<{ pointer: Point; start: Point } | null>(null);
  const position = dragPosition ?? panel.position;
  const move = (to: Point) => dispatchLayout({ type: 'moveFloating', id: panel.id, position: keepOnScreen(to) });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: { x: event.clientX, y: event.clientY }, start: panel.position };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const { pointer, start } = drag.current;
    setDragPosition(keepOnScreen({ x: start.x + event.clientX - pointer.x, y: start.y + event.clientY - pointer.y }));
  };
  const onPointerUp = () => {
    if (drag.current && dragPosition) move(dragPosition);
    drag.current = null;
    setDragPosition(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    move({ x: panel.position.x + arrow.x * step, y: panel.position.y + arrow.y * step });
  };

  return (
    <section
      aria-label={tool.name}
      data-testid={`floating-${panel.type}`}
      className="pointer-events-auto absolute flex h-[460px] max-h-[calc(100%-16px)] w-[340px] flex-col overflow-hidden rounded-lg border border-border bg-background shadow-xl"
      style={{ left: position.x, top: position.y }}
    >
      <div
        role="button"
        tabIndex={0}
        aria-label={t.floating.move(tool.name)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        className="flex h-9 shrink-0 cursor-move touch-none select-none items-center gap-2 border-b border-border bg-muted/50 px-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <GripHorizontal className="size-4 text-muted-foreground" aria-hidden />
        <tool.icon className="size-4" aria-hidden />
        <span className="flex-1 truncate text-sm font-medium">{tool.name}</span>
        <Button variant="ghost" size="icon" className="size-7" aria-label={t.floating.close(tool.name)} onClick={() => dispatchLayout({ type: 'removeFloating', id: panel.id })}>
          <X aria-hidden />
        </Button>
      </div>
      <ToolPanelFrame toolId={panel.type} />
    </section>
  );
}

export function FloatingPanels() {
  const panels = useLayout((state) => state.floating);
  return (
    <div aria-label={t.floating.region} role="region" className="pointer-events-none absolute inset-0 z-20 overflow-hidden">
      {panels.map((panel) => (
        <FloatingPanel key={panel.id} panel={panel} />
      ))}
    </div>
  );
}
