import { useCallback, useEffect, useRef, useState } from 'react';
import { registerPluginCommands } from '@/features/plugins/plugin-commands';
import { registerShortcutHandler } from '@/features/shortcuts';
import { cn } from '@/lib/cn';
import { getSpeechOutput } from '@/lib/speech/speech-output';
import { useBrowserContext } from '../hooks/use-browser-context';
import { useChatSearch } from '../hooks/use-chat-search';
import { useActiveChatSession } from '../model/active-session';
import { registerBuiltInChatCommands } from '../model/built-in-commands';
import { parseChatCommand } from '../model/chat-commands';
import { registerChatInputTarget } from '../model/chat-input-bridge';
import { exportChatToFile } from '../model/chat-file-export';
import { onChatSettingsChange, readChatSettings, writeChatSettings, type ChatSettings } from '../model/chat-settings';
import { clearChat, removeChatMessage, sendChatMessage, toggleReaction, useChat } from '../model/chat-store';
import { ChatHeader } from './chat-header';
import { ChatInput, type ChatInputHandle } from './chat-input';
import { ChatSearchBar } from './chat-search-bar';
import { ChatVoiceBar } from './chat-voice-bar';
import { ContextChip } from './context-chip';
import { MessageList } from './message-list';
import { PageActions } from './page-actions';

registerBuiltInChatCommands();
registerPluginCommands();

const FONT_SIZES = { small: 'text-xs', normal: 'text-sm', large: 'text-base' } as const;
const THEMES = {
  standard: '',
  light: 'chat-theme-light bg-white text-neutral-900',
  blue: 'chat-theme-blue [&_.chat-bubble-user]:bg-blue-600 [&_.chat-bubble-assistant]:bg-blue-50 [&_.chat-bubble-assistant]:text-blue-950',
} as const;

/** Shows `sessionId`, or without it the active session (the default one until another is opened). */
export function ChatPanel({ sessionId: fixedSession }: { sessionId?: string }) {
  const activeSession = useActiveChatSession();
  const sessionId = fixedSession ?? activeSession;
  const chat = useChat(sessionId);
  const context = useBrowserContext();
  const speech = getSpeechOutput();
  const [settings, setSettings] = useState<ChatSettings>(readChatSettings);
  const search = useChatSearch(chat.messages);
  const input = useRef<ChatInputHandle>(null);

  const updateSettings = (patch: Partial<ChatSettings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    writeChatSettings(next);
  };
  // The settings page (or another tab) changed them.
  useEffect(() => onChatSettingsChange(() => setSettings(readChatSettings())), []);

  const send = useCallback(
    async (text: string) => {
      const command = parseChatCommand(text);
      if (command) await command.command.run(command.args, { sessionId, text: text.trim() });
      else await sendChatMessage(sessionId, text, context);
    },
    [sessionId, context],
  );

  const { toggle: toggleSearch } = search;
  useEffect(() => registerShortcutHandler('search', toggleSearch), [toggleSearch]);
  useEffect(() => registerShortcutHandler('send-chat', () => input.current?.submit()), []);
  useEffect(() => registerChatInputTarget((text) => {
    input.current?.setValue(text);
    input.current?.focus();
  }), []);

  // Auto-speak reads each new reply once the typing indicator is off (spec B §4).
  const lastSpoken = useRef<string | undefined>(chat.messages.at(-1)?.id);
  const last = chat.messages.at(-1);
  useEffect(() => {
    if (!last || last.id === lastSpoken.current || chat.sending) return;
    lastSpoken.current = last.id;
    if (settings.autoSpeak && last.role === 'assistant' && speech.supported) {
      void speech.speak(last.content, { voiceUri: settings.selectedVoiceUri, rate: settings.speechRate, pitch: settings.speechPitch }).catch(() => undefined);
    }
  }, [last, chat.sending, settings, speech]);

  return (
    <section aria-label="AI-chat" className={cn('flex h-full min-h-0 flex-col', FONT_SIZES[settings.fontSize], THEMES[settings.theme])} data-chat-theme={settings.theme} data-chat-font={settings.fontSize}>
      <ChatHeader
        searchOpen={search.open}
        syncing={chat.syncing}
        hasMessages={chat.messages.length > 0}
        settings={settings}
        speech={speech}
        onToggleSearch={toggleSearch}
        onClear={() => void clearChat(sessionId)}
        onExport={(format) => exportChatToFile(chat.messages, format)}
        onSettingsChange={updateSettings}
      />
      {search.open ? (
        <ChatSearchBar term={search.term} current={search.current} total={search.matches.length} onTermChange={search.setTerm} onStep={search.step} onClose={search.close} />
      ) : null}
      <ContextChip context={context} />
      <MessageList
        messages={chat.messages}
        draft={chat.draft}
        sending={chat.sending}
        searchOpen={search.open}
        focusedId={search.focusedId}
        flashId={search.flashId}
        onReact={(id, reaction) => void toggleReaction(sessionId, id, reaction)}
        onDelete={(id) => void removeChatMessage(sessionId, id)}
      />
      <PageActions disabled={chat.sending} onSend={send} />
      <ChatVoiceBar
        sessionId={sessionId}
        input={input}
        messages={chat.messages}
        sending={chat.sending}
        settings={settings}
        speech={speech}
        onSend={send}
        onSearch={(query) => {
          if (!search.open) search.toggle();
          if (query) search.setTerm(query);
        }}
      />
      <ChatInput ref={input} disabled={chat.sending} onSend={send} />
    </section>
  );
}
