/** What `{{params.x}}` and `{{steps.<id>.output}}` read from while a run executes. */
export interface TemplateScope {
  params: Record<string, unknown>;
  steps: Record<string, { output: unknown }>;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w-]*(?:\.[\w-]+)*)\s*\}\}/g;
const WHOLE_PLACEHOLDER = /^\{\{\s*([A-Za-z_][\w-]*(?:\.[\w-]+)*)\s*\}\}$/;

/** Follows a dotted path (params.url, steps.fetch.output.items.0) through objects and arrays. */
export function resolvePath(scope: TemplateScope, path: string): unknown {
  let value: unknown = scope;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export function valueAsText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 2);
}

/** Replaces every placeholder with its value as text; unknown paths become empty. */
export function fillTemplate(template: string, scope: TemplateScope): string {
  return template.replace(PLACEHOLDER, (_, path: string) => valueAsText(resolvePath(scope, path)));
}

/** A value that is one placeholder keeps its type (an object stays an object); anything else is text. */
export function fillValue(template: string, scope: TemplateScope): unknown {
  const whole = WHOLE_PLACEHOLDER.exec(template.trim());
  if (whole?.[1]) return resolvePath(scope, whole[1]);
  return fillTemplate(template, scope);
}
