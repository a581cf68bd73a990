import type { ChatMessage, ChatReaction } from '@nova/shared';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useState } from 'react';
import { aiChatStrings as t } from '@/lib/i18n/nb/ai-chat';
import { MarkdownContent } from './markdown-content';
import { MessageItem } from './message-item';

interface MessageListProps {
  messages: ChatMessage[];
  draft: string | null;
  sending: boolean;
  /** While search is open the list does not jump to the bottom on changes. */
  searchOpen: boolean;
  focusedId: string | null;
  flashId: string | null;
  onReact: (id: string, reaction: ChatReaction) => void;
  onDelete: (id: string) => void;
}

const MINUTE = 60_000;

/** Long sessions stay fast: only the messages in view are rendered, each measured as it appears. */
export function MessageList({ messages, draft, sending, searchOpen, focusedId, flashId, onReact, onDelete }: MessageListProps) {
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);

  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the hook is used as TanStack documents
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => 96,
    getItemKey: (index) => messages[index]?.id ?? index,
    overscan: 6,
  });

  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    if (searchOpen || messages.length === 0) return;
    virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
    if (scrollElement) scrollElement.scrollTop = scrollElement.scrollHeight;
  }, [lastId, draft, searchOpen, messages.length, virtualizer, scrollElement]);

  useEffect(() => {
    if (!focusedId) return;
    const index = messages.findIndex((m) => m.id === focusedId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'center' });
  }, [focusedId, messages, virtualizer]);

  if (messages.length === 0 && !sending) {
    return <p className="flex flex-1 items-center justify-center p-6 text-center text-sm text-muted-foreground">{t.messages.empty}</p>;
  }

  return (
    <div ref={setScrollElement} role="log" aria-label={t.panel.messagesLabel} aria-live="polite" className="min-h-0 flex-1 overflow-y-auto">
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const message = messages[item.index];
          if (!message) return null;
          return (
            <div key={item.key} ref={virtualizer.measureElement} data-index={item.index} className="absolute left-0 top-0 w-full" style={{ transform: `translateY(${item.start}px)` }}>
              <MessageItem message={message} highlighted={message.id === flashId} now={now} onReact={onReact} onDelete={onDelete} />
            </div>
          );
        })}
      </div>
      {sending ? (
        <div className="px-3 pb-3">
          {draft ? (
            <div className="ml-8 max-w-[85%] rounded-lg bg-muted px-3 py-2" data-testid="chat-draft">
              <MarkdownContent text={draft} />
            </div>
          ) : null}
          <p className="ml-8 mt-1 text-xs italic text-muted-foreground" role="status">
            {t.messages.typing}
          </p>
        </div>
      ) : null}
    </div>
  );
}
