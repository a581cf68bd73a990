import type { ReactNode } from 'react';

/** The three columns of the workspace: left sidebar, main content, right sidebar. */
export function WorkspaceFrame({ left, right, children }: { left?: ReactNode; right?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-0 flex-1">
      {left}
      <main id="main" className="min-w-0 flex-1 overflow-auto">
        {children}
      </main>
      {right}
    </div>
  );
}
