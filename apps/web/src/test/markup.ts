/** Tiny queries over static markup from renderToStaticMarkup (the web tests run without a DOM). */

/** The opening tag of the element with this id. */
export function tagWithId(html: string, id: string): string {
  const at = html.indexOf(` id="${id}"`);
  if (at === -1) throw new Error(`No element with id ${id}`);
  const start = html.lastIndexOf('<', at);
  const end = html.indexOf('>', at);
  return html.slice(start, end + 1);
}

/** The opening tag of the control that a <label for> with exactly this text points to. */
export function controlForLabel(html: string, text: string): string {
  const labels = [...html.matchAll(/<label[^>]*\bfor="([^"]+)"[^>]*>([^<]*)<\/label>/g)];
  const label = labels.find((m) => m[2] === text);
  if (!label?.[1]) throw new Error(`No label with text ${text}`);
  return tagWithId(html, label[1]);
}

/** The option values of the <select> whose opening tag is given, e.g. one found with controlForLabel. */
export function optionValues(html: string, selectTag: string): string[] {
  const start = html.indexOf(selectTag);
  if (start === -1) throw new Error(`No select ${selectTag}`);
  const select = html.slice(start, html.indexOf('</select>', start));
  return [...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1] ?? '');
}

/** The names of the role="tab" buttons, in document order. */
export function tabNames(html: string): string[] {
  return [...html.matchAll(/<button[^>]*role="tab"[^>]*>(.*?)<\/button>/g)].map((m) => m[1] ?? '');
}

/** Visible text with tags removed and ordinary whitespace collapsed (no-break spaces are kept). */
export function textContent(html: string): string {
  return html
    .replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
}

/** Opening tags matching a predicate on the tag text, in document order. */
export function openingTags(html: string, predicate: (tag: string) => boolean): string[] {
  return [...html.matchAll(/<[a-z][^>]*>/g)].map((m) => m[0]).filter(predicate);
}
