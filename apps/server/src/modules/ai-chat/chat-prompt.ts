import {
  type BrowserContext,
  CHAT_HISTORY_LIMIT,
  CHAT_PAGE_CONTENT_MAX_CHARS,
  type ChatMessage,
} from '@nova/shared';
import type { UpstreamMessage } from './chat-provider.js';
import type { ActivePage } from './page-content.js';

export const CHAT_SYSTEM_PROMPT = [
  'Du er AI-assistenten i Nova Workspace, et nettleserbasert arbeidsområde.',
  'Svar på norsk (bokmål) med mindre brukeren ber om et annet språk.',
  'Når meldingen har kontekst fra nettleseren (sidetittel, URL, markert tekst eller sideinnhold),',
  'bruk den i svaret, og si fra hvis svaret ikke står der.',
  'Vær kort og presis. Du kan bruke Markdown.',
].join(' ');

export interface ChatPromptInput {
  /** Earlier messages of the session, oldest first. */
  history: readonly Pick<ChatMessage, 'role' | 'content'>[];
  question: string;
  context?: BrowserContext | undefined;
  /** The browser engine's page; its text is used only when it is the page the context names. */
  activePage: ActivePage | null;
}

function sameUrl(a: string, b: string): boolean {
  const normalise = (url: string) => {
    try {
      return new URL(url.trim()).href;
    } catch {
      return url.trim();
    }
  };
  return normalise(a) === normalise(b);
}

/** Cuts to at most max UTF-16 units without leaving half a surrogate pair at the end. */
function cutText(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function pageTextBlock(text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  if (trimmed.length <= CHAT_PAGE_CONTENT_MAX_CHARS) return ['Sideinnhold:', '"""', trimmed, '"""'];
  return [
    'Sideinnhold:',
    '"""',
    cutText(trimmed, CHAT_PAGE_CONTENT_MAX_CHARS),
    `[… avkortet: viser de første ${CHAT_PAGE_CONTENT_MAX_CHARS} av ${trimmed.length} tegn]`,
    '"""',
  ];
}

function contextBlock(context: BrowserContext | undefined, activePage: ActivePage | null): string[] {
  const url = context?.url?.trim();
  if (!url) return [];
  const lines = ['Kontekst fra nettleseren:'];
  const title = context?.pageTitle?.trim();
  if (title) lines.push(`Sidetittel: ${title}`);
  lines.push(`URL: ${url}`);
  const selected = context?.selectedText?.trim();
  if (selected) lines.push('Markert tekst:', '"""', selected, '"""');
  if (activePage && sameUrl(activePage.url, url)) lines.push(...pageTextBlock(activePage.text));
  return lines;
}

/** The upstream request: system prompt, the session's recent history, then the question with its context. */
export function buildChatPrompt({ history, question, context, activePage }: ChatPromptInput): UpstreamMessage[] {
  const earlier = history.slice(-CHAT_HISTORY_LIMIT).map(({ role, content }) => ({ role, content }));
  const contextLines = contextBlock(context, activePage);
  const content = contextLines.length ? [...contextLines, '', 'Spørsmål:', question].join('\n') : question;
  return [{ role: 'system', content: CHAT_SYSTEM_PROMPT }, ...earlier, { role: 'user', content }];
}

/** A client's own conversation (the OpenAI-compatible door): the system prompt, then the messages as sent. */
export function buildConversationPrompt(conversation: readonly UpstreamMessage[]): UpstreamMessage[] {
  return [{ role: 'system', content: CHAT_SYSTEM_PROMPT }, ...conversation];
}
