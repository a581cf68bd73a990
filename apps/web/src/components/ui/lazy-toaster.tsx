import { Suspense, useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { useToasts } from './toast-store';

const Toaster = lazyComponent(() => import('./toaster').then((m) => m.Toaster));

/** The toast UI loads with the first toast and then stays mounted. */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
