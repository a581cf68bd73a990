import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { usePrefetchOnIdle } from '@/lib/use-prefetch-on-idle';
import { useWindowEvent } from '@/lib/window-events';
import { closeCommandPalette, openCommandPalette, useCommandPaletteOpen } from '../palette-store';

const loadDialog = () => import('./command-palette-dialog').then((m) => m.CommandPaletteDialog);
const CommandPaletteDialog = lazyComponent(loadDialog);

/** Mounts the palette while open; its code is fetched once the page is idle, so Ctrl+K opens at once. */
export function CommandPaletteHost() {
  const open = useCommandPaletteOpen();
  useWindowEvent('open-command-palette', openCommandPalette);
  usePrefetchOnIdle(loadDialog);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CommandPaletteDialog onClose={closeCommandPalette} />
    </Suspense>
  );
}
