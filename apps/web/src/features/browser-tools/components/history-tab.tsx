import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { browserToolsStrings as t } from '@/lib/i18n/nb/browser-tools';
import type { HistoryItem } from '../data/history';
import { filterHistory } from '../filter-history';
import { HistoryList } from './history-list';

interface HistoryTabProps {
  today: readonly HistoryItem[];
  yesterday: readonly HistoryItem[];
}

/** Content of the Historikk tab. The search filters both day lists as the user types. */
export function HistoryTab({ today, yesterday }: HistoryTabProps) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={searchId}>{t.history.searchLabel}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-3.5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id={searchId}
            type="search"
            value={query}
            placeholder={t.history.searchPlaceholder}
            className="pl-8"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>
      <HistoryList title={t.history.today} items={filterHistory(today, query)} />
      <HistoryList title={t.history.yesterday} items={filterHistory(yesterday, query)} />
    </div>
  );
}
