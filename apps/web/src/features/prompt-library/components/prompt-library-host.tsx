import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { useWindowEvent } from '@/lib/window-events';
import { openPromptLibrary, usePromptLibraryState } from '../library-store';

const PromptLibraryRoot = /* @__PURE__ */ lazyComponent(() => import('./prompt-library-root').then((m) => m.PromptLibraryRoot));

/** Opens the library on the spec's openPromptLibrary window event; its code loads on first use. */
export function PromptLibraryHost() {
  const { open, dialog } = usePromptLibraryState();
  useWindowEvent('openPromptLibrary', openPromptLibrary);
  if (!open && !dialog) return null;
  return (
    <Suspense fallback={null}>
      <PromptLibraryRoot />
    </Suspense>
  );
}
