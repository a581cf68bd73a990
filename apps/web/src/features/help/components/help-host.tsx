import { Suspense, useCallback } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { useWindowEvent } from '@/lib/window-events';
import { closeHelp, openHelp, useHelpSection } from '../help-store';

const HelpDialog = lazyComponent(() => import('./help-dialog').then((m) => m.HelpDialog));

export function HelpHost() {
  const section = useHelpSection();
  useWindowEvent('open-help', useCallback(() => openHelp('shortcuts'), []));
  useWindowEvent('open-tutorial', useCallback(() => openHelp('tutorial'), []));
  if (!section) return null;
  return (
    <Suspense fallback={null}>
      <HelpDialog section={section} onClose={closeHelp} />
    </Suspense>
  );
}
