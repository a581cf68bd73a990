import type { ChatMessage, ChatReaction } from '@nova/shared';
import { Bot, Check, Copy, Heart, Sparkles, Trash2, User } from 'lucide-react';
import { memo } from 'react';
import { cn } from '@/lib/cn';
import { aiChatStrings as t } from '@/lib/i18n/nb/ai-chat';
import { useCopy } from '../hooks/use-copy';
import { formatRelativeTime } from '../model/relative-time';
import { MarkdownContent } from './markdown-content';

const REACTIONS: { value: ChatReaction; icon: typeof Heart; label: string }[] = [
  { value: 'like', icon: Heart, label: t.reactions.like },
  { value: 'sparkles', icon: Sparkles, label: t.reactions.sparkles },
];

interface MessageItemProps {
  message: ChatMessage;
  highlighted: boolean;
  now: Date;
  onReact: (id: string, reaction: ChatReaction) => void;
  onDelete: (id: string) => void;
}

export const MessageItem = memo(function MessageItem({ message, highlighted, now, onReact, onDelete }: MessageItemProps) {
  const { copied, copy } = useCopy();
  const isUser = message.role === 'user';
  const RoleIcon = isUser ? User : Bot;
  return (
    <article
      aria-label={isUser ? t.roles.user : t.roles.assistant}
      data-message-id={message.id}
      data-role={message.role}
      className={cn('group flex gap-2 px-3 py-2', isUser && 'flex-row-reverse')}
    >
      <span className={cn('mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full', isUser ? 'bg-primary text-primary-foreground' : 'bg-muted')}>
        <RoleIcon className="size-3.5" aria-hidden />
      </span>
      <div className={cn('flex min-w-0 max-w-[85%] flex-col gap-1', isUser && 'items-end')}>
        <div
          className={cn(
            'rounded-lg px-3 py-2 transition-colors duration-300',
            isUser ? 'chat-bubble-user whitespace-pre-wrap bg-primary text-primary-foreground' : 'chat-bubble-assistant bg-muted',
            highlighted && 'ring-2 ring-warning',
          )}
          data-highlighted={highlighted || undefined}
        >
          {isUser ? message.content : <MarkdownContent text={message.content} />}
        </div>
        <div className="flex items-center gap-1 text-[11px] text-muted-foreground">
          <time dateTime={message.timestamp} title={new Date(message.timestamp).toLocaleString('nb-NO')}>
            {formatRelativeTime(message.timestamp, now)}
          </time>
          <button type="button" onClick={() => copy(message.content)} aria-label={copied ? t.copy.copied : t.copy.copy} className="rounded p-1 hover:bg-muted">
            {copied ? <Check className="size-3" aria-hidden /> : <Copy className="size-3" aria-hidden />}
          </button>
          {REACTIONS.map(({ value, icon: Icon, label }) => (
            <button
              key={value}
              type="button"
              aria-label={label}
              aria-pressed={message.reaction === value}
              onClick={() => onReact(message.id, value)}
              className={cn('rounded p-1 hover:bg-muted', message.reaction === value && 'text-primary')}
            >
              <Icon className={cn('size-3', message.reaction === value && 'fill-current')} aria-hidden />
            </button>
          ))}
          <button type="button" aria-label={t.message.delete} onClick={() => onDelete(message.id)} className="rounded p-1 opacity-0 hover:bg-muted focus-visible:opacity-100 group-hover:opacity-100">
            <Trash2 className="size-3" aria-hidden />
          </button>
        </div>
      </div>
    </article>
  );
});
