import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { developerToolsStrings as t } from '@/lib/i18n/nb/developer-tools';

/** Spec B §9: the copy tick shows for 2 s. */
export const COPY_TICK_MS = 2000;

/** Copies text to the clipboard with a 2 s tick; "Copy failed" when the browser refuses. */
export function useCopyText(): { copied: boolean; copy(text: string): void } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    copied,
    copy(text) {
      const clipboard = globalThis.navigator?.clipboard;
      if (!clipboard) {
        toast({ title: t.errors.copyFailed, variant: 'destructive' });
        return;
      }
      clipboard.writeText(text).then(
        () => {
          setCopied(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setCopied(false), COPY_TICK_MS);
        },
        () => toast({ title: t.errors.copyFailed, variant: 'destructive' }),
      );
    },
  };
}
