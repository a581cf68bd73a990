import { COMMAND_CATEGORIES, type Command } from './command-types';

export type ResultRow =
  | { kind: 'group'; key: string; label: string }
  | { kind: 'item'; key: string; command: Command; group: number }
  | { kind: 'separator'; key: string };

export interface ResultRows {
  rows: ResultRow[];
  /** Row index of every item, in order; navigation moves through these. */
  itemRows: number[];
  /** For each item position, the index of its group. */
  itemGroups: number[];
}

/**
 * Groups results by category in the spec's order. With an empty search and recent
 * commands, a Recent group comes first, followed by a separator (spec A §4).
 */
export function buildResultRows(
  results: readonly Command[],
  options: { recentIds: readonly string[]; query: string; recentLabel: string },
): ResultRows {
  const rows: ResultRow[] = [];
  const itemRows: number[] = [];
  const itemGroups: number[] = [];
  let group = -1;

  const addGroup = (key: string, label: string, commands: readonly Command[]) => {
    if (commands.length === 0) return;
    group += 1;
    rows.push({ kind: 'group', key: `group:${key}`, label });
    for (const command of commands) {
      itemRows.push(rows.length);
      itemGroups.push(group);
      rows.push({ kind: 'item', key: `${key}:${command.id}`, command, group });
    }
  };

  if (!options.query.trim() && options.recentIds.length > 0) {
    const byId = new Map(results.map((command) => [command.id, command]));
    const recent = options.recentIds.flatMap((id) => {
      const command = byId.get(id);
      return command ? [command] : [];
    });
    if (recent.length > 0) {
      addGroup('recent', options.recentLabel, recent);
      rows.push({ kind: 'separator', key: 'separator:recent' });
    }
  }

  const byCategory = new Map<string, Command[]>(COMMAND_CATEGORIES.map((category) => [category, []]));
  for (const command of results) byCategory.get(command.category)?.push(command);
  for (const category of COMMAND_CATEGORIES) addGroup(category, category, byCategory.get(category) ?? []);

  return { rows, itemRows, itemGroups };
}
