/**
 * `{{name}}` markers in prompt content (spec B §3). Names are trimmed, so `{{ code }}` and
 * `{{code}}` are the same placeholder; a name holds no braces and no line break.
 */
const PLACEHOLDER_PATTERN = /\{\{\s*([^{}\n]+?)\s*\}\}/g;

/** Placeholder names in order of first appearance, each once. */
export function extractPlaceholders(content: string): string[] {
  const names: string[] = [];
  for (const match of content.matchAll(PLACEHOLDER_PATTERN)) {
    const name = match[1];
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * Replaces every marker that has a value in one pass, so a value that itself contains
 * `{{…}}` is inserted as written. Markers without a value stay as they are.
 */
export function fillPlaceholders(content: string, values: Readonly<Record<string, string>>): string {
  return content.replace(PLACEHOLDER_PATTERN, (marker, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? marker) : marker,
  );
}

/** True when every placeholder has a value that is not blank (the fill dialog's Use Prompt rule, spec B §5). */
export function allPlaceholdersFilled(placeholders: readonly string[], values: Readonly<Record<string, string>>): boolean {
  return placeholders.every((name) => (values[name] ?? '').trim() !== '');
}
