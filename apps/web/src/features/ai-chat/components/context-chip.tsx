import type { BrowserContext } from '@nova/shared';
import { Globe } from 'lucide-react';
import { aiChatStrings as t } from '@/lib/i18n/nb/ai-chat';

export function ContextChip({ context }: { context: BrowserContext | undefined }) {
  if (!context?.url) return null;
  return (
    <div className="mx-2 mt-2 flex items-center gap-1.5 rounded-full border border-border bg-muted/50 px-2 py-1 text-[11px]" title={context.url} data-testid="chat-context">
      <Globe className="size-3 shrink-0 text-primary" aria-hidden />
      <span className="sr-only">{t.context.label}</span>
      <span className="truncate">{context.pageTitle || context.url}</span>
    </div>
  );
}
