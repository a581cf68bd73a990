import { SIDEBAR_WIDTH_MAX, SIDEBAR_WIDTH_MIN } from '@nova/shared';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '@/lib/cn';
import { sidebarStrings as t } from '@/lib/i18n/nb/sidebar';
import { dispatchLayout } from '../model/layout-store';
import type { Side } from '../model/layout-types';

const KEY_STEP = 16;
const KEY_STEP_LARGE = 64;

/** The separator between a sidebar and the main area: drag it, or focus it and use the arrow keys. */
export function ResizeHandle({ side, width }: { side: Side; width: number }) {
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  // Moving the handle toward the main area widens the sidebar.
  const direction = side === 'left' ? 1 : -1;
  const setWidth = (next: number) => dispatchLayout({ type: 'setWidth', side, width: next });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setWidth(drag.current.startWidth + (event.clientX - drag.current.startX) * direction);
  };
  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const moves: Record<string, number | undefined> = {
      ArrowRight: width + step * direction,
      ArrowLeft: width - step * direction,
      Home: SIDEBAR_WIDTH_MIN,
      End: SIDEBAR_WIDTH_MAX,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setWidth(next);
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t.resize(t.sides[side])}
      aria-valuemin={SIDEBAR_WIDTH_MIN}
      aria-valuemax={SIDEBAR_WIDTH_MAX}
      aria-valuenow={width}
      tabIndex={0}
      data-testid={`resize-${side}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
      className={cn(
        'group relative z-10 w-1.5 shrink-0 cursor-col-resize touch-none outline-none',
        'after:absolute after:inset-y-0 after:left-1/2 after:w-px after:-translate-x-1/2 after:bg-border',
        'hover:after:w-1 hover:after:bg-primary/60 focus-visible:after:w-1 focus-visible:after:bg-primary',
      )}
    />
  );
}
