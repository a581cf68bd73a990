import { Suspense, useEffect } from 'react';
import { registerShortcutHandler } from '@/features/shortcuts';
import { lazyComponent } from '@/lib/lazy-component';
import { useWindowEvent } from '@/lib/window-events';
import { openPromptLibrary, usePromptLibraryState } from '../library-store';

const PromptLibraryRoot = /* @__PURE__ */ lazyComponent(() => import('./prompt-library-root').then((m) => m.PromptLibraryRoot));

/** Opens the library on Ctrl+P and the spec's openPromptLibrary window event; its code loads on first use. */
export function PromptLibraryHost() {
  const { open, dialog } = usePromptLibraryState();
  useEffect(() => registerShortcutHandler('prompt-library', openPromptLibrary), []);
  useWindowEvent('openPromptLibrary', openPromptLibrary);
  if (!open && !dialog) return null;
  return (
    <Suspense fallback={null}>
      <PromptLibraryRoot />
    </Suspense>
  );
}
