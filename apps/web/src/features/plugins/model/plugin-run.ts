import type { Plugin, PluginProcessingType } from './plugin-types';

/** What a plugin's template can read besides its own parameters. */
export interface PluginPage {
  pageContent: string;
  url: string;
  title: string;
  selectedText: string;
}

/** "/Translate language=Spanish" → command "/translate", args "language=Spanish"; null when not a command. */
export function parsePluginInvocation(text: string): { command: string; args: string } | null {
  const match = /^(\/[A-Za-z0-9_-]+)(?:\s+([\s\S]*))?$/.exec(text.trim());
  if (!match?.[1]) return null;
  return { command: match[1].toLowerCase(), args: (match[2] ?? '').trim() };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function keyValues(args: string): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const match of args.matchAll(/([A-Za-z][\w]*)\s*=\s*("([^"]*)"|'([^']*)'|[^,\s]+)/g)) {
    pairs.set((match[1] ?? '').toLowerCase(), match[3] ?? match[4] ?? match[2] ?? '');
  }
  return pairs;
}

/**
 * Parameter values from the arguments (spec B §5): a select takes the first of its options the
 * arguments mention (any case), otherwise its default; other types read name=value, and a lone
 * string parameter takes the whole argument text.
 */
export function resolvePluginParameters(plugin: Plugin, args: string): Record<string, string> {
  const values: Record<string, string> = {};
  const pairs = keyValues(args);
  const strings = plugin.parameters.filter((p) => p.type === 'string');
  for (const parameter of plugin.parameters) {
    const named = pairs.get(parameter.name.toLowerCase());
    if (parameter.type === 'select') {
      const options = parameter.options ?? [];
      const chosen =
        options.find((o) => named !== undefined && o.toLowerCase() === named.toLowerCase()) ??
        options.find((o) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(o)}($|[^\\p{L}\\p{N}])`, 'iu').test(args));
      values[parameter.name] = chosen ?? String(parameter.default ?? options[0] ?? '');
    } else if (named !== undefined) {
      values[parameter.name] = named;
    } else if (parameter.type === 'string' && strings.length === 1 && args && !pairs.size) {
      values[parameter.name] = args;
    } else {
      values[parameter.name] = parameter.default === undefined ? '' : String(parameter.default);
    }
  }
  return values;
}

/** Fills {{pageContent}}, {{url}}, {{title}}, {{selectedText}} and the parameters; unknown names stay empty. */
export function fillPluginPrompt(template: string, page: PluginPage, parameters: Record<string, string>): string {
  const scope: Record<string, string> = { ...parameters, ...page };
  return template.replace(/\{\{\s*([A-Za-z][\w]*)\s*\}\}/g, (_, name: string) => scope[name] ?? '');
}

/** Removes markup that could run code and keeps the text, as the chat never renders raw HTML. */
export function sanitizeHtmlToText(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed|noscript|template)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|section|article|ul|ol|table|blockquote|pre)\s*>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The model's answer as the chat shows it, by the plugin's processing type. */
export function processPluginResult(type: PluginProcessingType, raw: string): string {
  const text = raw.trim();
  switch (type) {
    case 'json': {
      const body = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)?.[1] ?? text;
      try {
        return `\`\`\`json\n${JSON.stringify(JSON.parse(body), null, 2)}\n\`\`\``;
      } catch {
        return text;
      }
    }
    case 'html':
      return sanitizeHtmlToText(text);
    case 'markdown':
    case 'text':
      return text;
  }
}
