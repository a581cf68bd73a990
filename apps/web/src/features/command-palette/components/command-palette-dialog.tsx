import { useVirtualizer } from '@tanstack/react-virtual';
import { Search } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/toast-store';
import { runShortcutById } from '@/features/shortcuts';
import { paletteStrings as t } from '@/lib/i18n/nb/command-palette';
import { collectCommands } from '../collect-commands';
import { filterCommands, indexCommands } from '../model/command-filter';
import type { Command } from '../model/command-types';
import { applyMove, moveForKey } from '../model/list-navigation';
import { loadRecentCommands, pushRecent, saveRecentCommands } from '../model/recent-commands';
import { buildResultRows, type ResultRow } from '../model/result-rows';
import { runCommand } from '../run-command';
import { CommandRow } from './command-row';

export const LIST_MAX_HEIGHT = 300;
const ROW_HEIGHTS: Record<ResultRow['kind'], number> = { group: 28, item: 44, separator: 9 };

export function CommandPaletteDialog({ onClose }: { onClose: () => void }) {
  const listId = useId();
  const [, navigate] = useLocation();
  const indexed = useMemo(() => indexCommands(collectCommands()), []);
  const [recentIds, setRecentIds] = useState(loadRecentCommands);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // State, not a ref: the dialog's portal mounts the list a commit later, and the virtualizer must re-render then.
  const [listElement, setListElement] = useState<HTMLDivElement | null>(null);

  const results = useMemo(() => filterCommands(indexed, query), [indexed, query]);
  const { rows, itemRows, itemGroups } = useMemo(
    () => buildResultRows(results, { recentIds, query, recentLabel: t.recent }),
    [results, recentIds, query],
  );
  const activeRow = itemRows[Math.min(active, itemRows.length - 1)];

  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the hook is used as TanStack documents
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => listElement,
    estimateSize: (index) => ROW_HEIGHTS[rows[index]?.kind ?? 'item'],
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
  });

  useEffect(() => {
    if (activeRow !== undefined) virtualizer.scrollToIndex(activeRow, { align: 'auto' });
  }, [activeRow, virtualizer]);

  const select = (command: Command) => {
    const ran = runCommand(command, { navigate, runShortcut: (id) => runShortcutById(id, 'palette') });
    onClose();
    if (!ran) return;
    const next = pushRecent(recentIds, command.id);
    setRecentIds(next);
    saveRecentCommands(next);
    toast({ title: t.executed(command.name), durationMs: 2000 });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      const row = activeRow === undefined ? undefined : rows[activeRow];
      if (row?.kind === 'item') {
        event.preventDefault();
        select(row.command);
      }
      return;
    }
    const move = moveForKey(event);
    if (!move) return;
    event.preventDefault();
    setActive((current) => applyMove(current, move, itemGroups));
  };

  const optionId = (rowIndex: number) => `${listId}-option-${rowIndex}`;

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-[15vh] z-50 flex w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 flex-col overflow-hidden rounded-xl border border-border bg-background shadow-2xl"
        >
          <DialogPrimitive.Title className="sr-only">{t.label}</DialogPrimitive.Title>
          <div className="flex items-center gap-2 border-b border-border px-3">
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <input
              role="combobox"
              aria-expanded={results.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeRow === undefined ? undefined : optionId(activeRow)}
              aria-label={t.label}
              placeholder={t.placeholder}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
          {results.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{t.noResults}</p>
          ) : (
            <div ref={setListElement} id={listId} role="listbox" aria-label={t.label} className="overflow-y-auto p-1" style={{ maxHeight: LIST_MAX_HEIGHT }}>
              <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
                {virtualizer.getVirtualItems().map((virtual) => {
                  const row = rows[virtual.index];
                  if (!row) return null;
                  return (
                    <CommandRow
                      key={virtual.key}
                      row={row}
                      id={optionId(virtual.index)}
                      top={virtual.start}
                      height={virtual.size}
                      active={virtual.index === activeRow}
                      onHover={() => setActive(itemRows.indexOf(virtual.index))}
                      onSelect={select}
                    />
                  );
                })}
              </div>
            </div>
          )}
          <p className="sr-only" aria-live="polite">
            {t.results(results.length)}
          </p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
