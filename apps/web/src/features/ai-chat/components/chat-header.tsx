import { Download, Library, Search, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { aiChatStrings as t } from '@/lib/i18n/nb/ai-chat';
import type { SpeechOutput } from '@/lib/speech/speech-output';
import { emitWindowEvent } from '@/lib/window-events';
import { CHAT_EXPORT_FORMATS, type ChatExportFormat } from '../model/chat-export';
import type { ChatSettings } from '../model/chat-settings';
import { ChatSettingsMenu } from './chat-settings-menu';
import { ApiKeyDialog } from './api-key-dialog';
import { VoiceSettings } from './voice-settings';


interface ChatHeaderProps {
  searchOpen: boolean;
  syncing: boolean;
  hasMessages: boolean;
  settings: ChatSettings;
  speech: SpeechOutput;
  onToggleSearch: () => void;
  onClear: () => void;
  onExport: (format: ChatExportFormat) => void;
  onSettingsChange: (patch: Partial<ChatSettings>) => void;
}

export function ChatHeader({ searchOpen, syncing, hasMessages, settings, speech, onToggleSearch, onClear, onExport, onSettingsChange }: ChatHeaderProps) {
  return (
    <div className="flex items-center gap-0.5 border-b border-border px-2 py-1">
      <span className="flex-1 truncate text-xs font-medium">
        {t.panel.title}
        {syncing ? (
          <span className="ml-2 rounded-full bg-primary/15 px-1.5 py-0.5 text-[10px] text-primary" role="status">
            {t.messages.syncing}
          </span>
        ) : null}
      </span>
      <Button variant="ghost" size="icon" className="size-7" aria-label={t.header.search} aria-pressed={searchOpen} onClick={onToggleSearch}>
        <Search aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" className="size-7" aria-label={t.header.clear} disabled={!hasMessages} onClick={onClear}>
        <Trash2 aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" className="size-7" aria-label={t.promptLibrary} onClick={() => emitWindowEvent('openPromptLibrary')}>
        <Library aria-hidden />
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-7" aria-label={t.header.export} disabled={!hasMessages}>
            <Download aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {CHAT_EXPORT_FORMATS.map((format) => (
            <DropdownMenuItem key={format} onSelect={() => onExport(format)}>
              {t.exportFormats[format]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <ApiKeyDialog />
      <VoiceSettings speech={speech} settings={settings} onChange={onSettingsChange} />
      <ChatSettingsMenu settings={settings} speechSupported={speech.supported} onChange={onSettingsChange} />
    </div>
  );
}
