export const EXCERPT_CHARS = 280;

/** The start of a prompt's text for the full card: whole when short, else cut at a word with " …". */
export function excerpt(content: string, maxChars = EXCERPT_CHARS): string {
  if (content.length <= maxChars) return content;
  const cut = content.slice(0, maxChars);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()} …`;
}
