/** What `/workflow …` asks for (spec B §5). */
export type WorkflowCommand =
  | { action: 'start'; name: string; parameters: Record<string, unknown> }
  | { action: 'stop'; name: string }
  | { action: 'status'; name: string };

export const WORKFLOW_COMMAND_ACTIONS = ['start', 'stop', 'status'] as const;

const unquote = (value: string) => value.replace(/^(["'])([\s\S]*)\1$/, '$2');

/** "url=https://a.no, depth=2" → {url: 'https://a.no', depth: '2'}; pieces without "=" are ignored. */
export function parseKeyValues(text: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const piece of text.split(',')) {
    const at = piece.indexOf('=');
    if (at <= 0) continue;
    const key = piece.slice(0, at).trim();
    if (key) pairs[key] = unquote(piece.slice(at + 1).trim());
  }
  return pairs;
}

/**
 * Splits "NAME params" where params are JSON (from the first "{") or key=value pairs (from the
 * word holding the first "="); names may contain spaces.
 */
function splitNameAndParameters(rest: string): { name: string; parameters: Record<string, unknown> } {
  const brace = rest.indexOf('{');
  if (brace >= 0) {
    try {
      const parsed: unknown = JSON.parse(rest.slice(brace));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return { name: rest.slice(0, brace).trim(), parameters: parsed as Record<string, unknown> };
      }
    } catch {
      // Not JSON: fall back to key=value pairs.
    }
  }
  const equals = rest.indexOf('=');
  if (equals < 0) return { name: rest.trim(), parameters: {} };
  const wordStart = rest.slice(0, equals).search(/\S+$/);
  return { name: rest.slice(0, wordStart).trim(), parameters: parseKeyValues(rest.slice(wordStart)) };
}

/** null for empty input; the action keyword is case-insensitive and a bare name means start. */
export function parseWorkflowCommand(args: string): WorkflowCommand | null {
  const text = args.trim();
  if (!text) return null;
  const match = /^(start|stop|status)(?:\s+([\s\S]*))?$/i.exec(text);
  const keyword = match?.[1]?.toLowerCase();
  if (keyword === 'stop' || keyword === 'status') return { action: keyword, name: (match?.[2] ?? '').trim() };
  const rest = keyword === 'start' ? (match?.[2] ?? '') : text;
  return { action: 'start', ...splitNameAndParameters(rest) };
}

/** Names match active workflows case-insensitively, ignoring surrounding space. */
export function findWorkflowByName<T extends { name: string }>(workflows: readonly T[], name: string): T | undefined {
  const wanted = name.trim().toLowerCase();
  return workflows.find((workflow) => workflow.name.trim().toLowerCase() === wanted);
}
