import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy-component';

const Launcher = /* @__PURE__ */ lazyComponent(() => import('./prompt-launcher').then((m) => m.PromptLauncher));

/**
 * The launcher's code (and the library's data layer) loads beside the chat, not with the
 * shell; until then a blank of the button's size keeps the input from shifting.
 */
export function PromptLauncher() {
  return (
    <Suspense fallback={<span aria-hidden className="size-9 shrink-0" />}>
      <Launcher />
    </Suspense>
  );
}
