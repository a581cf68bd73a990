import { Suspense } from 'react';
import { promptLibraryStrings as t } from '@/lib/i18n/nb/prompt-library';
import { lazyComponent } from '@/lib/lazy-component';

const View = /* @__PURE__ */ lazyComponent(() => import('./prompt-library-view').then((m) => m.PromptLibraryView));

/** The library in place, without the overlay (spec B §2 "embedded view"); the overlay shows the same view. */
export function EmbeddedPromptLibrary() {
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">{t.loading}</p>}>
      <View />
    </Suspense>
  );
}
