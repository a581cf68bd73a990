import type { ChatMessage } from '@nova/shared';
import { aiChatStrings } from '@/lib/i18n/nb/ai-chat';

/** Spec B §7/§9: chat history exports, produced on the client. */
export const CHAT_EXPORT_FORMATS = ['json', 'markdown', 'html', 'text'] as const;
export type ChatExportFormat = (typeof CHAT_EXPORT_FORMATS)[number];

export interface ChatExportMeta {
  sessionName: string;
  exportedAt: Date;
}

const EXPORT_FILE_PREFIX = 'Nova-Chat';

export const CHAT_EXPORT_EXTENSIONS: Record<ChatExportFormat, string> = {
  json: 'json',
  markdown: 'md',
  html: 'html',
  text: 'txt',
};

/** MIME types for downloadText. */
export const CHAT_EXPORT_MIME_TYPES: Record<ChatExportFormat, string> = {
  json: 'application/json',
  markdown: 'text/markdown;charset=utf-8',
  html: 'text/html;charset=utf-8',
  text: 'text/plain;charset=utf-8',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** `Nova-Chat-YYYY-MM-DD-HH-mm.ext` in local time. */
export function exportFileName(format: ChatExportFormat, now: Date = new Date()): string {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}-${pad(now.getMinutes())}`;
  return `${EXPORT_FILE_PREFIX}-${date}-${time}.${CHAT_EXPORT_EXTENSIONS[format]}`;
}

const timeFormat = new Intl.DateTimeFormat('nb-NO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A message time as nb-NO date and time, e.g. "05.01.2024, 09:03"; unparsable input is shown as is. */
export function formatExportTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : timeFormat.format(date);
}

const roleName = (message: ChatMessage) => aiChatStrings.roles[message.role];
const reactionName = (message: ChatMessage) => (message.reaction ? aiChatStrings.reactions[message.reaction] : null);

function toJson(messages: ChatMessage[], meta: ChatExportMeta): string {
  const exported = {
    sessionName: meta.sessionName,
    exportedAt: meta.exportedAt.toISOString(),
    messages: messages.map(({ id, role, content, timestamp, context, reaction }) => ({ id, role, content, timestamp, context, reaction })),
  };
  return JSON.stringify(exported, null, 2);
}

function toMarkdown(messages: ChatMessage[], meta: ChatExportMeta): string {
  const doc = aiChatStrings.exportDocument;
  const header = [`# ${doc.title(meta.sessionName)}`, '', `${doc.exportedAt}: ${formatExportTime(meta.exportedAt)}`, ''];
  const body = messages.flatMap((message) => [`### ${roleName(message)} — ${formatExportTime(message.timestamp)}`, '', message.content, '']);
  return [...header, ...body].join('\n');
}

function toText(messages: ChatMessage[], meta: ChatExportMeta): string {
  const doc = aiChatStrings.exportDocument;
  const header = [doc.title(meta.sessionName), `${doc.exportedAt}: ${formatExportTime(meta.exportedAt)}`, ''];
  const body = messages.map((message) => `[${formatExportTime(message.timestamp)}] ${roleName(message)}: ${message.content}\n`);
  return [...header, ...body].join('\n');
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for use in HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

const htmlStyle = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; background: #f4f6fb; color: #1f2937; font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width: 760px; margin: 0 auto; padding: 32px 16px 48px; }
  header { margin-bottom: 24px; border-bottom: 1px solid #dde3ee; padding-bottom: 12px; }
  h1 { margin: 0 0 4px; font-size: 22px; }
  header p { margin: 0; color: #6b7280; font-size: 13px; }
  ol { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 14px; }
  li { display: flex; flex-direction: column; max-width: 85%; }
  li.user { align-self: flex-end; align-items: flex-end; }
  li.assistant { align-self: flex-start; align-items: flex-start; }
  .meta { font-size: 12px; color: #6b7280; margin: 0 6px 4px; }
  .bubble { margin: 0; padding: 10px 14px; border-radius: 14px; white-space: pre-wrap; overflow-wrap: anywhere; }
  li.user .bubble { background: #2563eb; color: #fff; border-bottom-right-radius: 4px; }
  li.assistant .bubble { background: #fff; border: 1px solid #dde3ee; border-bottom-left-radius: 4px; }
  .extra { font-size: 12px; color: #6b7280; margin: 4px 6px 0; }
`;

function htmlMessage(message: ChatMessage): string {
  const doc = aiChatStrings.exportDocument;
  const extras: string[] = [];
  if (message.context) extras.push(`${doc.page}: ${message.context.pageTitle} (${message.context.url})`);
  const reaction = reactionName(message);
  if (reaction) extras.push(`${doc.reaction}: ${reaction}`);
  const role = message.role === 'user' ? 'user' : 'assistant';
  return [
    `<li class="${role}">`,
    `<p class="meta">${escapeHtml(roleName(message))} · <time datetime="${escapeHtml(message.timestamp)}">${escapeHtml(formatExportTime(message.timestamp))}</time></p>`,
    `<div class="bubble">${escapeHtml(message.content)}</div>`,
    ...extras.map((extra) => `<p class="extra">${escapeHtml(extra)}</p>`),
    '</li>',
  ].join('');
}

function toHtml(messages: ChatMessage[], meta: ChatExportMeta): string {
  const doc = aiChatStrings.exportDocument;
  const title = escapeHtml(doc.title(meta.sessionName));
  return `<!DOCTYPE html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${title}</title>
<style>${htmlStyle}</style>
</head>
<body>
<main>
<header><h1>${title}</h1><p>${escapeHtml(`${doc.exportedAt}: ${formatExportTime(meta.exportedAt)} · ${doc.messageCount(messages.length)}`)}</p></header>
<ol>
${messages.map(htmlMessage).join('\n')}
</ol>
</main>
</body>
</html>
`;
}

/** The chat as a file body in the given format. */
export function exportChat(messages: ChatMessage[], format: ChatExportFormat, meta: ChatExportMeta): string {
  switch (format) {
    case 'json':
      return toJson(messages, meta);
    case 'markdown':
      return toMarkdown(messages, meta);
    case 'html':
      return toHtml(messages, meta);
    case 'text':
      return toText(messages, meta);
  }
}
