import { describe, expect, it } from 'vitest';
import { checkUrl, DEFAULT_SEARCH_ENGINE, NOT_A_PAGE_ADDRESS_MESSAGE, refusedSchemeMessage, resolveAddress, resolvePageAddress } from '../url-policy.js';

const resolve = (input: string) => resolveAddress(input, DEFAULT_SEARCH_ENGINE);
const search = (q: string) => `https://duckduckgo.com/?q=${encodeURIComponent(q)}`;

describe('resolveAddress', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['HTTP://Example.com', 'http://example.com/'],
    ['example.com', 'https://example.com/'],
    ['news.ycombinator.com/item?id=1', 'https://news.ycombinator.com/item?id=1'],
    ['localhost:3000/x', 'http://localhost:3000/x'],
    ['localhost', 'http://localhost/'],
    ['127.0.0.1:8080', 'http://127.0.0.1:8080/'],
    ['example.com:8443/path', 'https://example.com:8443/path'],
    ['blåbær.no', 'https://xn--blbr-roah.no/'],
    ['about:blank', 'about:blank'],
    ['  https://example.com  ', 'https://example.com/'],
  ])('opens %s as %s', (input, url) => {
    expect(resolve(input)).toEqual({ ok: true, url });
  });

  it.each(['hvordan lage pannekaker', 'typescript', 'what is example.com about', 'c++ tutorial'])(
    'searches for "%s"',
    (input) => {
      expect(resolve(input)).toEqual({ ok: true, url: search(input) });
    },
  );

  it('uses the configured search engine', () => {
    expect(resolveAddress('nova', 'https://www.google.com/search?q={query}')).toEqual({
      ok: true,
      url: 'https://www.google.com/search?q=nova',
    });
  });

  it.each(['file:///etc/passwd', 'chrome://settings', 'javascript:alert(1)', 'data:text/html,hi', 'view-source:https://a.no', 'ftp://a.no'])(
    'refuses %s with a clear message',
    (input) => {
      const result = resolve(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/kan ikke åpnes\. Bare http, https og about:blank er tillatt\./);
    },
  );

  it('refuses empty input', () => {
    expect(resolve('   ')).toEqual({ ok: false, message: 'Skriv inn en adresse eller et søk' });
  });
});

describe('checkUrl', () => {
  it('accepts http(s) and about:blank only', () => {
    expect(checkUrl('https://a.no/').ok).toBe(true);
    expect(checkUrl('about:blank').ok).toBe(true);
    expect(checkUrl('chrome-error://chromewebdata/').ok).toBe(false);
    expect(checkUrl('not a url')).toEqual({ ok: false, message: 'Ugyldig adresse: not a url' });
  });
});

describe('resolvePageAddress', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['example.com', 'https://example.com/'],
    ['localhost:3000/x', 'http://localhost:3000/x'],
    ['  127.0.0.1:8080  ', 'http://127.0.0.1:8080/'],
  ])('accepts %s as %s', (input, url) => {
    expect(resolvePageAddress(input)).toEqual({ ok: true, url });
  });

  it.each([
    ['', 'Skriv inn en adresse'],
    ['two words', NOT_A_PAGE_ADDRESS_MESSAGE],
    ['word', NOT_A_PAGE_ADDRESS_MESSAGE],
    ['about:blank', NOT_A_PAGE_ADDRESS_MESSAGE],
    ['file:///etc/passwd', refusedSchemeMessage('file:')],
    ['chrome://settings', refusedSchemeMessage('chrome:')],
  ])('refuses %j', (input, message) => {
    expect(resolvePageAddress(input)).toEqual({ ok: false, message });
  });
});
