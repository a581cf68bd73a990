export type NavigationMove = 'next' | 'prev' | 'first' | 'last' | 'nextGroup' | 'prevGroup';

/** The palette's keys (spec A §4): arrows, Ctrl+N/J and Ctrl+P/K, Home/End, Alt+arrow between groups. */
export function moveForKey(event: { key: string; ctrlKey: boolean; altKey: boolean; metaKey: boolean }): NavigationMove | null {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (event.ctrlKey && !event.altKey && (key === 'n' || key === 'j')) return 'next';
  if (event.ctrlKey && !event.altKey && (key === 'p' || key === 'k')) return 'prev';
  if (key === 'ArrowDown') return event.metaKey ? 'last' : event.altKey ? 'nextGroup' : 'next';
  if (key === 'ArrowUp') return event.metaKey ? 'first' : event.altKey ? 'prevGroup' : 'prev';
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  return null;
}

/**
 * The item position after a move, given each item's group. Next and previous stop at
 * the ends; a group jump lands on the first item of the next (or previous) group.
 */
export function applyMove(active: number, move: NavigationMove, itemGroups: readonly number[]): number {
  const count = itemGroups.length;
  if (count === 0) return -1;
  const current = Math.min(Math.max(active, 0), count - 1);
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return Math.min(current + 1, count - 1);
    case 'prev':
      return Math.max(current - 1, 0);
    case 'nextGroup': {
      const group = itemGroups[current];
      const next = itemGroups.findIndex((g, i) => i > current && g !== group);
      return next === -1 ? current : next;
    }
    case 'prevGroup': {
      const startOf = (i: number) => {
        let start = i;
        while (start > 0 && itemGroups[start - 1] === itemGroups[i]) start -= 1;
        return start;
      };
      const groupStart = startOf(current);
      return groupStart === 0 ? 0 : startOf(groupStart - 1);
    }
  }
}
