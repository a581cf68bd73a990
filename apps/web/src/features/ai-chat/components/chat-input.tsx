import { Send } from 'lucide-react';
import { forwardRef, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PromptLauncher } from '@/features/prompt-library';
import { cn } from '@/lib/cn';
import { aiChatStrings as t } from '@/lib/i18n/nb/ai-chat';
import { commandSuggestions } from '../model/chat-commands';

const MIN_HEIGHT = 40;
const MAX_HEIGHT = 120;

export interface ChatInputHandle {
  submit: () => void;
  setValue: (value: string) => void;
  /** Adds text after what is typed (dictated speech). */
  append: (text: string) => void;
  value: () => string;
  focus: () => void;
}

/** Enter sends, Shift+Enter adds a line; grows from 40 to 120 px; "/" lists the chat commands. */
export const ChatInput = forwardRef<ChatInputHandle, { disabled: boolean; onSend: (text: string) => void }>(function ChatInput({ disabled, onSend }, ref) {
  const listId = useId();
  const [value, setValue] = useState('');
  const [active, setActive] = useState(0);
  const [suggestionsClosed, setSuggestionsClosed] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const suggestions = suggestionsClosed ? [] : commandSuggestions(value);
  const activeSuggestion = suggestions[Math.min(active, suggestions.length - 1)];

  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, el.scrollHeight))}px`;
  }, [value]);

  const submit = () => {
    if (disabled || !value.trim()) return;
    onSend(value);
    setValue('');
  };
  useImperativeHandle(ref, () => ({
    submit,
    setValue,
    append: (text) => setValue((current) => (current.trim() ? `${current.trimEnd()} ${text}` : text)),
    value: () => value,
    focus: () => area.current?.focus(),
  }));

  const change = (next: string) => {
    setValue(next);
    setActive(0);
    setSuggestionsClosed(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggestions.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + suggestions.length) % suggestions.length);
        return;
      }
      if ((event.key === 'Tab' || event.key === 'Enter') && activeSuggestion && value.trim() !== activeSuggestion.value.trim()) {
        event.preventDefault();
        change(activeSuggestion.value);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setSuggestionsClosed(true);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="relative flex items-end gap-2 p-2">
      {suggestions.length > 0 ? (
        <ul id={listId} role="listbox" aria-label={t.input.commandSuggestions} className="absolute bottom-full left-2 right-2 z-10 mb-1 max-h-48 overflow-y-auto rounded-md border border-border bg-background p-1 shadow-lg">
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.value}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                change(suggestion.value);
                area.current?.focus();
              }}
              className={cn('flex cursor-pointer flex-col rounded px-2 py-1 text-xs', index === active && 'bg-muted')}
            >
              <span className="font-mono">{suggestion.value.trim()}</span>
              <span className="text-muted-foreground">{suggestion.description}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <PromptLauncher />
      <textarea
        ref={area}
        rows={1}
        value={value}
        disabled={disabled}
        aria-label={t.input.label}
        placeholder={t.input.placeholder}
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls={suggestions.length > 0 ? listId : undefined}
        aria-activedescendant={suggestions.length > 0 ? `${listId}-${Math.min(active, suggestions.length - 1)}` : undefined}
        aria-autocomplete="list"
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        style={{ minHeight: MIN_HEIGHT, maxHeight: MAX_HEIGHT }}
        className="flex-1 resize-none rounded-md border border-border bg-background px-3 py-2 text-sm outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
      />
      <Button size="icon" aria-label={disabled ? t.input.sending : t.input.send} disabled={disabled || !value.trim()} onClick={submit}>
        <Send aria-hidden />
      </Button>
    </div>
  );
});
