import type { ChatMessage } from '@nova/shared';

/** Ids of the messages whose content contains the term, case-insensitively, in list order. A blank term matches nothing. */
export function findMatches(messages: readonly Pick<ChatMessage, 'id' | 'content'>[], term: string): string[] {
  const needle = term.trim().toLocaleLowerCase('nb');
  if (!needle) return [];
  return messages.filter((message) => message.content.toLocaleLowerCase('nb').includes(needle)).map((message) => message.id);
}

/**
 * The match index after stepping one way, wrapping around at both ends; -1 when there are no matches.
 * An out-of-range current (such as -1 for "none yet") steps to the first or last match.
 */
export function stepMatch(current: number, total: number, direction: 1 | -1): number {
  if (total <= 0) return -1;
  if (current < 0 || current >= total) return direction === 1 ? 0 : total - 1;
  return (current + direction + total) % total;
}
