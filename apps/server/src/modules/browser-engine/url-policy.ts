/** What the address bar accepts (issue #5): web pages and about:blank, never local files or browser internals. */
export const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);
export const BLANK_PAGE = 'about:blank';
export { DEFAULT_SEARCH_ENGINE } from '../../config.js';

export type AddressResolution = { ok: true; url: string } | { ok: false; message: string };

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
/** host[:port][/...] where host is localhost, an IPv4 address, a bracketed IPv6 address or a dotted name. */
const HOST_LIKE = /^(localhost|\d{1,3}(\.\d{1,3}){3}|\[[\da-f:.]+\]|[\p{L}\d-]+(\.[\p{L}\d-]+)*\.[\p{L}]{2,}|[\p{L}\d-]+(\.[\p{L}\d-]+)+)(:\d{1,5})?([/?#]|$)/iu;

export function refusedSchemeMessage(scheme: string): string {
  return `Adresser med «${scheme}» kan ikke åpnes. Bare http, https og about:blank er tillatt.`;
}

/** Checks a URL the engine is asked to open (also after redirects and from REST calls). */
export function checkUrl(url: string): AddressResolution {
  if (url === BLANK_PAGE) return { ok: true, url };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, message: `Ugyldig adresse: ${url}` };
  }
  if (!ALLOWED_PROTOCOLS.has(parsed.protocol)) return { ok: false, message: refusedSchemeMessage(parsed.protocol) };
  return { ok: true, url: parsed.href };
}

export function searchUrl(query: string, searchEngine: string): string {
  return searchEngine.replace('{query}', encodeURIComponent(query));
}

/**
 * Turns address-bar text into a URL: full URLs are checked, host-like text gets https://
 * (http:// for localhost and IP addresses), and anything else becomes a search.
 */
export function resolveAddress(input: string, searchEngine: string): AddressResolution {
  const text = input.trim();
  if (text === '') return { ok: false, message: 'Skriv inn en adresse eller et søk' };
  if (text.toLowerCase() === BLANK_PAGE) return { ok: true, url: BLANK_PAGE };
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  // "localhost:3000" and "example.com:8080/x" parse as a scheme; they are hosts with ports.
  const isHostWithPort = scheme !== undefined && /^[^:/\s]+:\d{1,5}([/?#]|$)/.test(text);
  if (scheme !== undefined && !isHostWithPort && !/\s/.test(text)) return checkUrl(text);
  if (!/\s/.test(text) && HOST_LIKE.test(text)) {
    const local = /^(localhost|\d{1,3}(\.\d{1,3}){3}|\[)/i.test(text);
    return checkUrl(`${local ? 'http' : 'https'}://${text}`);
  }
  return { ok: true, url: searchUrl(text, searchEngine) };
}

export const NOT_A_PAGE_ADDRESS_MESSAGE = 'Skriv inn en nettadresse, for eksempel https://eksempel.no.';

/**
 * Like the address bar, but for tools that test a page (QA suite): only http(s) addresses,
 * host-like text gets a scheme, and text that the address bar would search for is refused.
 */
export function resolvePageAddress(input: string): AddressResolution {
  const text = input.trim();
  if (text === '') return { ok: false, message: 'Skriv inn en adresse' };
  if (/\s/.test(text) || text.toLowerCase() === BLANK_PAGE) return { ok: false, message: NOT_A_PAGE_ADDRESS_MESSAGE };
  const resolved = resolveAddress(text, 'search:{query}');
  if (!resolved.ok) return resolved;
  if (!/^https?:/.test(resolved.url)) return { ok: false, message: NOT_A_PAGE_ADDRESS_MESSAGE };
  return resolved;
}
