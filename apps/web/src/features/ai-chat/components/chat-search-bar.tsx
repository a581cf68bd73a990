import { ChevronDown, ChevronUp, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { aiChatStrings as t } from '@/lib/i18n/nb/ai-chat';

interface ChatSearchBarProps {
  term: string;
  current: number;
  total: number;
  onTermChange: (term: string) => void;
  onStep: (direction: 1 | -1) => void;
  onClose: () => void;
}

/** Enter and Shift+Enter step through matches, Esc closes (spec B §4). */
export function ChatSearchBar({ term, current, total, onTermChange, onStep, onClose }: ChatSearchBarProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <div className="flex items-center gap-1 border-b border-border px-2 py-1.5" role="search">
      <input
        ref={input}
        type="search"
        aria-label={t.search.label}
        placeholder={t.search.placeholder}
        value={term}
        onChange={(event) => onTermChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onStep(event.shiftKey ? -1 : 1);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onClose();
          }
        }}
        className="h-7 min-w-0 flex-1 rounded-md border border-border bg-background px-2 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <span className="min-w-10 text-center text-xs tabular-nums text-muted-foreground" aria-live="polite" data-testid="chat-search-position">
        {t.search.position(current, total)}
      </span>
      <Button variant="ghost" size="icon" className="size-7" aria-label={t.search.previous} disabled={total === 0} onClick={() => onStep(-1)}>
        <ChevronUp aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" className="size-7" aria-label={t.search.next} disabled={total === 0} onClick={() => onStep(1)}>
        <ChevronDown aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" className="size-7" aria-label={t.search.close} onClick={onClose}>
        <X aria-hidden />
      </Button>
    </div>
  );
}
