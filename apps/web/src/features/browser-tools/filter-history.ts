import type { HistoryItem } from './data/history';

/** Case-insensitive substring match on title and address; an empty query keeps everything. */
export function filterHistory(items: readonly HistoryItem[], query: string): readonly HistoryItem[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return items;
  return items.filter((item) => item.title.toLowerCase().includes(needle) || item.url.toLowerCase().includes(needle));
}
