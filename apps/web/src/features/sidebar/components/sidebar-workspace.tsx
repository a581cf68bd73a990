import { useLayoutEffect, type ReactNode } from 'react';
import { useSidebarWindowEvents } from '../hooks/use-sidebar-window-events';
import { useToolShortcuts } from '../hooks/use-tool-shortcuts';
import { measurePresetCommit, useLayout } from '../model/layout-store';
import { ChatOverlayButton } from './chat-overlay-button';
import { FloatingPanels } from './floating-panels';
import { SidebarColumn } from './sidebar-column';

/** The three columns of the workspace — left sidebar, main, right sidebar — or floating panels over main. */
export function SidebarWorkspace({ children }: { children: ReactNode }) {
  const mode = useLayout((state) => state.mode);
  const gapSize = useLayout((state) => state.gapSize);
  const left = useLayout((state) => state.left);
  const right = useLayout((state) => state.right);
  useToolShortcuts();
  useSidebarWindowEvents();
  useLayoutEffect(measurePresetCommit, [left, right]);

  const main = (
    <main id="main" className="min-w-0 flex-1 overflow-auto">
      {children}
    </main>
  );
  return (
    <div className="relative flex min-h-0 flex-1" style={{ gap: gapSize }} data-layout-mode={mode}>
      {mode === 'massive' ? (
        <>
          <SidebarColumn side="left" />
          {main}
          <SidebarColumn side="right" />
        </>
      ) : (
        <>
          {main}
          <FloatingPanels />
        </>
      )}
      <ChatOverlayButton />
    </div>
  );
}
