import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { useWindowEvent } from '@/lib/window-events';
import { closeShortcutsDialog, openShortcutsDialog, useShortcutsDialogOpen } from '../model/dialog-store';
import { loadServerShortcuts } from '../model/shortcuts-store';

const ShortcutsDialog = lazyComponent(() => import('./shortcuts-dialog').then((m) => m.ShortcutsDialog));

/** After a restore or clear data the workspace's bindings replace this browser's. */
const adoptWorkspaceShortcuts = () => void loadServerShortcuts({ replaceLocal: true });

export function ShortcutsDialogHost() {
  const open = useShortcutsDialogOpen();
  useWindowEvent('open-shortcuts-manager', openShortcutsDialog);
  useWindowEvent('workspace-data-changed', adoptWorkspaceShortcuts);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsDialog onClose={closeShortcutsDialog} />
    </Suspense>
  );
}
