import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { usePageReady } from '@/lib/page-ready';
import { useToasts } from './toast-store';

const Toaster = lazyComponent(() => import('./toaster').then((m) => m.Toaster));

/**
 * The toast UI mounts with the first toast. Its code loads once the page has committed, so that
 * toast shows at once: a toast that appeared late would be the newest Radix layer and take the
 * Escape meant for a dialog opened after it was raised.
 */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(hasToasts);
  const pageReady = usePageReady();
  useEffect(() => {
    if (pageReady) Toaster.preload().catch(() => undefined);
  }, [pageReady]);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
