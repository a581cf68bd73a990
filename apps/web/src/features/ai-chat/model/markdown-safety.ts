const SAFE_PROTOCOLS = new Set(['http', 'https', 'mailto']);

/*
 * Browsers drop leading control characters and spaces and ignore tabs and newlines anywhere
 * in a URL, so "\u0001 java\tscript:" still runs script. Removing every control, space and
 * invisible formatting character before reading the scheme sees at least what the browser
 * sees; it may block a harmless oddity, never let a dangerous scheme through.
 */
// eslint-disable-next-line no-control-regex
const IGNORED_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/**
 * The link target if it is safe to render: http:, https: or mailto:, or a relative or anchor
 * link. Anything else (javascript:, data:, vbscript:, file:, unknown schemes) yields undefined.
 */
export function safeLinkHref(href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  const significant = href.replace(IGNORED_CHARACTERS, '');
  if (!significant) return undefined;
  const scheme = SCHEME.exec(significant)?.[1];
  if (scheme === undefined) return href;
  return SAFE_PROTOCOLS.has(scheme.toLowerCase()) ? href : undefined;
}
