import { describe, expect, it } from 'vitest';
import { safeLinkHref } from './markdown-safety';

describe('safeLinkHref', () => {
  it.each([
    'https://example.com/a?b=c#d',
    'http://localhost:3000/',
    'HTTPS://EXAMPLE.COM',
    'mailto:ola@example.no',
    'MailTo:ola@example.no',
    '#seksjon',
    '/docs/api',
    './relative',
    '../up',
    '?q=1',
    '//cdn.example.com/x',
    'side.html',
    'path/with:colon',
  ])('keeps %s', (href) => {
    expect(safeLinkHref(href)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'javascript\u200b:alert(1)',
    '\ufeffjavascript:alert(1)',
    '\u00a0javascript:alert(1)',
    'javascript :alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/file',
    'blob:https://example.com/uuid',
    'tel:+4712345678',
    'chrome://settings',
  ])('blocks %j', (href) => {
    expect(safeLinkHref(href)).toBeUndefined();
  });

  it('yields undefined for a missing or blank href', () => {
    expect(safeLinkHref(undefined)).toBeUndefined();
    expect(safeLinkHref('')).toBeUndefined();
    expect(safeLinkHref(' \t\n')).toBeUndefined();
  });
});
