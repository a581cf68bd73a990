import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { useWindowEvent } from '@/lib/window-events';
import { closeShortcutsDialog, openShortcutsDialog, useShortcutsDialogOpen } from '../model/dialog-store';

const ShortcutsDialog = lazyComponent(() => import('./shortcuts-dialog').then((m) => m.ShortcutsDialog));

export function ShortcutsDialogHost() {
  const open = useShortcutsDialogOpen();
  useWindowEvent('open-shortcuts-manager', openShortcutsDialog);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsDialog onClose={closeShortcutsDialog} />
    </Suspense>
  );
}
