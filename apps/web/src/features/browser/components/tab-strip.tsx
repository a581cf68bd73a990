import type { BrowserTab } from '@nova/shared';
import { Globe, Loader2, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { browserStrings as t } from '@/lib/i18n/nb/browser';

interface TabStripProps {
  tabs: BrowserTab[];
  activeTabId: string | null;
  onActivate(id: string): void;
  onClose(id: string): void;
  onNew(): void;
}

export const tabLabel = (tab: BrowserTab) => tab.title || (tab.url === 'about:blank' ? t.untitled : tab.url);

function Favicon({ tab }: { tab: BrowserTab }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (tab.loading) return <Loader2 aria-label={t.loadingTab} className="size-3.5 shrink-0 animate-spin" />;
  if (!tab.favicon || failed === tab.favicon) return <Globe aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />;
  return <img src={tab.favicon} alt="" className="size-3.5 shrink-0" onError={() => setFailed(tab.favicon)} />;
}

/**
 * The engine's tabs as a list of switch and close buttons. Not an ARIA tablist: a tab there
 * may not hold a close button, and closing is as important here as switching.
 */
export function TabStrip({ tabs, activeTabId, onActivate, onClose, onNew }: TabStripProps) {
  return (
    <div className="flex items-end gap-1 border-b border-border bg-muted/50 px-2 pt-1.5">
      <ul aria-label={t.tabsLabel} className="flex min-w-0 flex-1 items-end gap-1 overflow-x-auto">
        {tabs.map((tab) => {
          const active = tab.id === activeTabId;
          const label = tabLabel(tab);
          return (
            <li
              key={tab.id}
              className={cn(
                'group flex h-8 max-w-56 min-w-28 items-center gap-1 rounded-t-md border border-b-0 px-2 text-xs',
                active ? 'border-border bg-background' : 'border-transparent hover:bg-background/60',
              )}
            >
              <button
                type="button"
                aria-current={active ? 'page' : undefined}
                title={tab.url}
                className="flex min-w-0 flex-1 items-center gap-1.5 outline-none focus-visible:underline"
                onClick={() => onActivate(tab.id)}
              >
                <Favicon tab={tab} />
                <span className="truncate">{label}</span>
              </button>
              <button
                type="button"
                aria-label={t.closeTab(label)}
                className="rounded p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => onClose(tab.id)}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
      <Button variant="ghost" size="icon" className="mb-0.5 size-7" aria-label={t.newTab} title={t.newTab} onClick={onNew}>
        <Plus aria-hidden />
      </Button>
    </div>
  );
}
