import { SCROLL_HIDE_DELAY_MS } from '@nova/shared';
import { ScrollArea as ScrollAreaPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A scroll container whose scrollbars hide 600 ms after scrolling stops. */
export function ScrollArea({ className, children, label }: { className?: string; children: ReactNode; label?: string }) {
  return (
    <ScrollAreaPrimitive.Root type="scroll" scrollHideDelay={SCROLL_HIDE_DELAY_MS} className={cn('relative overflow-hidden', className)}>
      {/* Radix wraps content in a display:table box that grows past the viewport; block keeps it to the width. */}
      <ScrollAreaPrimitive.Viewport className="size-full rounded-[inherit] [&>div]:!block" aria-label={label}>
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollAreaPrimitive.Scrollbar orientation="vertical" className="flex w-2.5 touch-none select-none p-px">
        <ScrollAreaPrimitive.Thumb className="relative flex-1 rounded-full bg-border" />
      </ScrollAreaPrimitive.Scrollbar>
      <ScrollAreaPrimitive.Scrollbar orientation="horizontal" className="flex h-2.5 touch-none select-none flex-col p-px">
        <ScrollAreaPrimitive.Thumb className="relative flex-1 rounded-full bg-border" />
      </ScrollAreaPrimitive.Scrollbar>
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  );
}
