import type { ChatMessage } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { escapeHtml, exportChat, exportFileName, formatExportTime } from './chat-export';

function message(overrides: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'content'>): ChatMessage {
  return {
    sessionId: 'default',
    role: 'user',
    timestamp: new Date(2024, 0, 5, 9, 3).toISOString(),
    context: null,
    metadata: null,
    reaction: null,
    ...overrides,
  };
}

const meta = { sessionName: 'Min økt', exportedAt: new Date(2024, 0, 5, 10, 0) };
const question = message({ id: 'm1', content: 'Hva koster det?\nOg når?', context: { url: 'https://a.no/p', pageTitle: 'Pris' } });
const answer = message({
  id: 'm2',
  role: 'assistant',
  content: 'Det koster **100 kr**.',
  timestamp: new Date(2024, 0, 5, 9, 4).toISOString(),
  reaction: 'like',
  metadata: { processingType: 'plugin' },
});
const messages = [question, answer];

const attacks = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'><iframe src=javascript:alert(1)>",
  '</div></li></ol><script>alert(1)</script>',
  '<!-- comment --><style>body{display:none}</style>',
  '&lt;b&gt; already escaped',
];

describe('exportFileName', () => {
  it('uses local time, zero-padded, with the extension of each format', () => {
    const now = new Date(2024, 0, 5, 9, 3);
    expect(exportFileName('json', now)).toBe('Nova-Chat-2024-01-05-09-03.json');
    expect(exportFileName('markdown', now)).toBe('Nova-Chat-2024-01-05-09-03.md');
    expect(exportFileName('html', now)).toBe('Nova-Chat-2024-01-05-09-03.html');
    expect(exportFileName('text', new Date(2025, 11, 31, 23, 59))).toBe('Nova-Chat-2025-12-31-23-59.txt');
  });
});

describe('formatExportTime', () => {
  it('formats in nb-NO and shows unparsable input as is', () => {
    expect(formatExportTime(new Date(2024, 0, 5, 9, 3))).toBe('05.01.2024, 09:03');
    expect(formatExportTime('not a date')).toBe('not a date');
  });
});

describe('JSON export', () => {
  it('holds the session name, export time and the listed message fields only', () => {
    const text = exportChat(messages, 'json', meta);
    expect(text).toContain('\n  "sessionName"');
    expect(JSON.parse(text)).toEqual({
      sessionName: 'Min økt',
      exportedAt: meta.exportedAt.toISOString(),
      messages: [
        { id: 'm1', role: 'user', content: question.content, timestamp: question.timestamp, context: question.context, reaction: null },
        { id: 'm2', role: 'assistant', content: answer.content, timestamp: answer.timestamp, context: null, reaction: 'like' },
      ],
    });
  });
});

describe('Markdown export', () => {
  it('has a title and a heading per message with the content as is', () => {
    const text = exportChat(messages, 'markdown', meta);
    expect(text.startsWith('# Chat: Min økt\n')).toBe(true);
    expect(text).toContain('### Du — 05.01.2024, 09:03\n\nHva koster det?\nOg når?\n');
    expect(text).toContain('### AI-assistent — 05.01.2024, 09:04\n\nDet koster **100 kr**.\n');
    expect(text.indexOf('### Du')).toBeLessThan(text.indexOf('### AI-assistent'));
  });
});

describe('plain text export', () => {
  it('writes one [time] name: content entry per message', () => {
    const text = exportChat(messages, 'text', meta);
    expect(text).toContain('[05.01.2024, 09:03] Du: Hva koster det?\nOg når?');
    expect(text).toContain('[05.01.2024, 09:04] AI-assistent: Det koster **100 kr**.');
    expect(text).not.toContain('<');
  });
});

describe('HTML export', () => {
  it('is a complete standalone Norwegian document with inline style and pre-wrap bubbles', () => {
    const html = exportChat(messages, 'html', meta);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toMatch(/<style>[\s\S]*white-space: pre-wrap[\s\S]*<\/style>/);
    expect(html).toContain('<title>Chat: Min økt</title>');
    expect(html).toContain('<li class="user">');
    expect(html).toContain('<li class="assistant">');
    expect(html).toContain('<div class="bubble">Hva koster det?\nOg når?</div>');
    expect(html).toContain('Side: Pris (https://a.no/p)');
    expect(html).toContain('Reaksjon: Liker');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(html).not.toMatch(/<script|<link|src=|href=/i);
  });

  it('forbids scripts through a content security policy as a second line of defence', () => {
    expect(exportChat([], 'html', meta)).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
  });

  it.each(attacks)('shows message content %s as text, never as markup', (attack) => {
    const html = exportChat([message({ id: 'x', content: attack })], 'html', meta);
    expect(html).toContain(`<div class="bubble">${escapeHtml(attack)}</div>`);
    const body = html.slice(html.indexOf('<body>'));
    expect(body).not.toMatch(/<(script|img|svg|iframe|style)\b/i);
    expect(body).not.toContain('<!--');
    expect(body.match(/<\/?(?:li|ol|div)\b/g)).toEqual(['<ol', '<li', '<div', '</div', '</li', '</ol']);
  });

  it('escapes the session name, page title, page url and timestamp', () => {
    const hostile = '<script>alert(1)</script>';
    const html = exportChat(
      [message({ id: 'x', content: 'ok', timestamp: `"><img src=x onerror=alert(1)>`, context: { url: `javascript:"${hostile}`, pageTitle: hostile } })],
      'html',
      { sessionName: `${hostile}"'&`, exportedAt: meta.exportedAt },
    );
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('<title>Chat: &lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;</title>');
    expect(html).toContain('datetime="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(html).toContain('Side: &lt;script&gt;alert(1)&lt;/script&gt; (javascript:&quot;&lt;script&gt;');
  });
});

describe('escapeHtml', () => {
  it('escapes the five significant characters and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;');
    expect(escapeHtml('Blåbær – ✨ ok\n  ja')).toBe('Blåbær – ✨ ok\n  ja');
  });
});
