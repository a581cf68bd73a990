import { CHAT_DEFAULT_SESSION_ID } from '@nova/shared';
import { aiChatStrings as t } from '@/lib/i18n/nb/ai-chat';
import { registerChatCommand } from './chat-commands';
import { CHAT_EXPORT_FORMATS, type ChatExportFormat } from './chat-export';
import { exportChatToFile } from './chat-file-export';
import { clearChat, getChatMessages } from './chat-store';

const isFormat = (value: string): value is ChatExportFormat => (CHAT_EXPORT_FORMATS as readonly string[]).includes(value);

/** The chat's own slash commands; plugins and workflows add theirs the same way. */
export function registerBuiltInChatCommands(sessionId = CHAT_DEFAULT_SESSION_ID): void {
  registerChatCommand({ command: '/clear', description: t.commands.clear, run: () => clearChat(sessionId) });
  registerChatCommand({
    command: '/export',
    description: t.commands.export,
    suggestions: CHAT_EXPORT_FORMATS,
    run: (args) => exportChatToFile(getChatMessages(sessionId), isFormat(args) ? args : 'markdown'),
  });
}
