import { useId } from 'react';
import { browserToolsStrings as t } from '@/lib/i18n/nb/browser-tools';
import type { HistoryItem } from '../data/history';

export function HistoryList({ title, items }: { title: string; items: readonly HistoryItem[] }) {
  const titleId = useId();
  return (
    <section className="flex flex-col gap-1.5" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-xs font-medium text-muted-foreground">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t.history.noMatches}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-2 rounded-md px-2 py-1.5 text-xs hover:bg-muted">
              <div className="flex min-w-0 flex-col">
                <span className="truncate font-medium">{item.title}</span>
                <span className="truncate text-[11px] text-muted-foreground">{item.url}</span>
              </div>
              <time className="shrink-0 text-[11px] text-muted-foreground">{item.time}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
