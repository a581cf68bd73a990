import { CHAT_HISTORY_LIMIT, CHAT_PAGE_CONTENT_MAX_CHARS } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { buildChatPrompt, CHAT_SYSTEM_PROMPT } from './chat-prompt.js';

const page = { url: 'https://example.com/pris', title: 'Priser', text: 'Pro koster 99 kr i måneden.' };
const question = (content: string) => content.split('Spørsmål:\n').at(-1);

describe('buildChatPrompt', () => {
  it('starts with the Norwegian system prompt and ends with the question', () => {
    const messages = buildChatPrompt({ history: [], question: 'Hei!', activePage: null });
    expect(messages).toEqual([
      { role: 'system', content: CHAT_SYSTEM_PROMPT },
      { role: 'user', content: 'Hei!' },
    ]);
    expect(CHAT_SYSTEM_PROMPT).toMatch(/Nova Workspace/);
    expect(CHAT_SYSTEM_PROMPT).toMatch(/norsk/);
    expect(CHAT_SYSTEM_PROMPT).toMatch(/Markdown/);
  });

  it(`puts the last ${CHAT_HISTORY_LIMIT} history messages between them, oldest first`, () => {
    const history = Array.from({ length: CHAT_HISTORY_LIMIT + 5 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `melding ${i}`,
    }));
    const messages = buildChatPrompt({ history, question: 'Neste', activePage: null });
    expect(messages).toHaveLength(CHAT_HISTORY_LIMIT + 2);
    expect(messages[1]).toEqual({ role: 'assistant', content: 'melding 5' });
    expect(messages.at(-2)).toEqual({ role: 'user', content: `melding ${CHAT_HISTORY_LIMIT + 4}` });
  });

  it('adds title, url and selected text when the context has a url', () => {
    const context = { url: 'https://example.com/blogg', pageTitle: 'Blogg', selectedText: 'Et utdrag' };
    const content = buildChatPrompt({ history: [], question: 'Forklar', context, activePage: null }).at(-1)?.content;
    expect(content).toContain('Sidetittel: Blogg');
    expect(content).toContain('URL: https://example.com/blogg');
    expect(content).toContain('Et utdrag');
    expect(question(content ?? '')).toBe('Forklar');
  });

  it('ignores a context without a url', () => {
    const context = { pageTitle: 'Blogg', selectedText: 'Et utdrag' };
    const messages = buildChatPrompt({ history: [], question: 'Forklar', context, activePage: null });
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Forklar' });
  });

  it('includes the page text only when the context url is the active page', () => {
    const onPage = buildChatPrompt({ history: [], question: 'Pris?', context: { url: page.url }, activePage: page });
    expect(onPage.at(-1)?.content).toContain(page.text);
    expect(onPage.at(-1)?.content).not.toMatch(/avkortet/);

    const elsewhere = buildChatPrompt({
      history: [],
      question: 'Pris?',
      context: { url: 'https://example.com/annet' },
      activePage: page,
    });
    expect(elsewhere.at(-1)?.content).not.toContain(page.text);
  });

  it('treats equivalent spellings of the same url as the same page', () => {
    const root = { ...page, url: 'https://Example.com' };
    const context = { url: 'https://example.com/' };
    const content = buildChatPrompt({ history: [], question: 'Pris?', context, activePage: root }).at(-1)?.content;
    expect(content).toContain(page.text);
  });

  it(`cuts the page text to ${CHAT_PAGE_CONTENT_MAX_CHARS} characters and says so`, () => {
    const long = { ...page, text: `${'a'.repeat(CHAT_PAGE_CONTENT_MAX_CHARS - 1)}😀slutt` };
    const context = { url: page.url };
    const messages = buildChatPrompt({ history: [], question: 'Hva står det?', context, activePage: long });
    const content = messages.at(-1)?.content ?? '';
    expect(content).toContain('a'.repeat(CHAT_PAGE_CONTENT_MAX_CHARS - 1));
    expect(content).not.toContain('slutt');
    // Half an emoji would be a lone surrogate; it is dropped instead.
    expect(content).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(content).toContain(`avkortet: viser de første ${CHAT_PAGE_CONTENT_MAX_CHARS} av ${long.text.length} tegn`);
    expect(question(content)).toBe('Hva står det?');
  });
});
