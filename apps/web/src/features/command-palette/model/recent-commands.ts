export const RECENT_COMMANDS_KEY = 'recentCommands';
export const RECENT_COMMANDS_MAX = 5;

/** Newest first, no duplicates, at most five (spec A §9). */
export function pushRecent(recent: readonly string[], id: string): string[] {
  return [id, ...recent.filter((existing) => existing !== id)].slice(0, RECENT_COMMANDS_MAX);
}

/** Failures are only logged, with the spec's messages (spec A §8). */
export function loadRecentCommands(storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  try {
    const raw = storage.getItem(RECENT_COMMANDS_KEY);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error('not a list of command ids');
    return parsed.filter((id): id is string => typeof id === 'string').slice(0, RECENT_COMMANDS_MAX);
  } catch (error) {
    console.error('Failed to load recent commands:', error);
    return [];
  }
}

export function saveRecentCommands(recent: readonly string[], storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(RECENT_COMMANDS_KEY, JSON.stringify(recent));
  } catch (error) {
    console.error('Failed to save recent commands:', error);
  }
}
