import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { aiChatStrings as t } from '@/lib/i18n/nb/ai-chat';

export const COPY_TICK_MS = 2000;

/** Copies text and shows a tick for 2 s (spec B §9). */
export function useCopy(): { copied: boolean; copy: (text: string) => void } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = (text: string) => {
    navigator.clipboard.writeText(text).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPY_TICK_MS);
      },
      () => toast({ title: t.copy.failed, variant: 'destructive' }),
    );
  };
  return { copied, copy };
}
