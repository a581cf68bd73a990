import type { Command } from './command-types';

export interface IndexedCommand {
  command: Command;
  /** Lower-cased name, description, category and keywords, computed once per palette opening. */
  haystack: string;
}

export function indexCommands(commands: readonly Command[]): IndexedCommand[] {
  return commands.map((command) => ({
    command,
    haystack: [command.name, command.description, command.category, ...(command.keywords ?? [])].join('\n').toLowerCase(),
  }));
}

/** Case-insensitive substring match against name, description, category and keywords (spec A §5). */
export function filterCommands(indexed: readonly IndexedCommand[], query: string): Command[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return indexed.map((entry) => entry.command);
  const matches: Command[] = [];
  for (const entry of indexed) if (entry.haystack.includes(needle)) matches.push(entry.command);
  return matches;
}
