import { useMemo, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { promptLibraryStrings as t } from '@/lib/i18n/nb/prompt-library';
import { usePromptCategoriesQuery } from '../api/prompt-categories-query';
import { useLibrary } from '../hooks/use-library';
import { DEFAULT_PROMPT_SORT, DEFAULT_PROMPT_VIEW, PROMPT_TABS, type PromptTab, type PromptView } from '../model/constants';
import { promptsForTab, type PromptQuery } from '../model/prompt-filter';
import { CommunityPanel } from './community-panel';
import { PromptList } from './prompt-list';
import { PromptToolbar } from './prompt-toolbar';

const isTab = (value: string): value is PromptTab => PROMPT_TABS.includes(value as PromptTab);

/** The library itself: the overlay shows it full-screen, and other screens can embed it. */
export function PromptLibraryView() {
  const library = useLibrary();
  const categories = usePromptCategoriesQuery();
  const [query, setQuery] = useState<PromptQuery>({ search: '', category: 'all', sort: DEFAULT_PROMPT_SORT });
  const [view, setView] = useState<PromptView>(DEFAULT_PROMPT_VIEW);
  const [tab, setTab] = useState<PromptTab>('all');
  const shown = useMemo(
    () => promptsForTab(tab, { prompts: library.prompts, recentIds: library.recentIds, popular: library.popular }, query),
    [tab, library.prompts, library.recentIds, library.popular, query],
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <PromptToolbar
        query={query}
        onQueryChange={(patch) => setQuery((current) => ({ ...current, ...patch }))}
        view={view}
        onViewChange={setView}
        categories={categories.data}
        prompts={library.prompts}
      />
      {library.loadFailed ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-xs">
          {t.loadFailed}
        </p>
      ) : null}
      <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)} className="flex min-h-0 flex-1 flex-col">
        <TabsList aria-label={t.tabs.label} className="shrink-0">
          {PROMPT_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t.tabs[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {PROMPT_TABS.map((value) => (
          <TabsContent key={value} value={value} className="min-h-0 flex-1 overflow-y-auto pb-2">
            {value === 'community' ? (
              <CommunityPanel />
            ) : (
              <>
                <p role="status" className="mb-2 text-xs text-muted-foreground" data-testid="prompt-result-count">
                  {library.loading ? t.loading : t.toolbar.results(shown.length)}
                </p>
                {library.loading ? null : <PromptList prompts={shown} view={view} empty={t.empty[value]} />}
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
