import { Suspense, type ReactNode } from 'react';
import { lazyComponent } from '@/lib/lazy-component';

// The same chunk as the overlay's: one dynamic entry for the library, which the shell's host always imports.
const View = /* @__PURE__ */ lazyComponent(() => import('./prompt-library-root').then((m) => m.PromptLibraryView));
const Shortlist = /* @__PURE__ */ lazyComponent(() => import('./prompt-library-root').then((m) => m.PromptShortlist));

/** The library in place, without the overlay (spec B §2 "embedded view"); the overlay shows the same view. */
export function EmbeddedPromptLibrary() {
  return (
    <Suspense fallback={null}>
      <View />
    </Suspense>
  );
}

/** Favorites and recent prompts as cards (Use, Copy, Favorite …), for a dashboard. */
export function EmbeddedPromptShortlist({ fallback }: { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Shortlist />
    </Suspense>
  );
}
