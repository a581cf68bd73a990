import type { ChatMessage } from '@nova/shared';
import { downloadText } from '@/lib/dom';
import { CHAT_EXPORT_MIME_TYPES, exportChat, exportFileName, type ChatExportFormat } from './chat-export';

export const EXPORT_SESSION_NAME = 'Nova Workspace';

export function exportChatToFile(messages: ChatMessage[], format: ChatExportFormat): void {
  const now = new Date();
  downloadText(exportFileName(format, now), exportChat(messages, format, { sessionName: EXPORT_SESSION_NAME, exportedAt: now }), CHAT_EXPORT_MIME_TYPES[format]);
}
