import { PROMPT_CATEGORIES, type Prompt, type PromptCategory, type PromptCategoryInfo } from '@nova/shared';
import { Download, Eraser, LayoutGrid, List, MoreHorizontal, Plus, Search, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tooltip } from '@/components/ui/tooltip';
import { promptLibraryStrings as t } from '@/lib/i18n/nb/prompt-library';
import { showPromptDialog } from '../library-store';
import { PROMPT_SORTS, PROMPT_VIEWS, type PromptSort, type PromptView } from '../model/constants';
import { exportPrompts, importPromptsFile } from '../model/prompt-actions';
import type { PromptQuery } from '../model/prompt-filter';

interface PromptToolbarProps {
  query: PromptQuery;
  onQueryChange: (patch: Partial<PromptQuery>) => void;
  view: PromptView;
  onViewChange: (view: PromptView) => void;
  categories: readonly PromptCategoryInfo[] | undefined;
  prompts: readonly Prompt[];
}

const isCategory = (value: string): value is PromptCategory => PROMPT_CATEGORIES.includes(value as PromptCategory);
const isSort = (value: string): value is PromptSort => PROMPT_SORTS.includes(value as PromptSort);

/** Search, category filter, sort, grid/list toggle, and the library's own actions. */
export function PromptToolbar({ query, onQueryChange, view, onViewChange, categories, prompts }: PromptToolbarProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const counts = new Map(categories?.map((c) => [c.id, c.promptCount]));

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="relative min-w-48 flex-1">
        <Search aria-hidden className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label={t.toolbar.search}
          placeholder={t.toolbar.searchPlaceholder}
          value={query.search}
          onChange={(event) => onQueryChange({ search: event.target.value })}
          className="pl-8"
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-category`}>{t.toolbar.category}</Label>
        <NativeSelect
          id={`${id}-category`}
          value={query.category}
          onChange={(event) => onQueryChange({ category: isCategory(event.target.value) ? event.target.value : 'all' })}
          className="w-48"
        >
          <option value="all">{t.toolbar.allCategories}</option>
          {PROMPT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t.toolbar.categoryOption(t.categories[category], counts.get(category))}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-sort`}>{t.toolbar.sort}</Label>
        <NativeSelect
          id={`${id}-sort`}
          value={query.sort}
          onChange={(event) => isSort(event.target.value) && onQueryChange({ sort: event.target.value })}
          className="w-40"
        >
          {PROMPT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t.sorts[sort]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div role="group" aria-label={t.toolbar.view} className="flex rounded-md border border-border p-0.5">
        {PROMPT_VIEWS.map((option) => (
          <Tooltip key={option} label={t.toolbar[option]}>
            <Button
              variant={view === option ? 'secondary' : 'ghost'}
              size="icon"
              className="size-8"
              aria-label={t.toolbar[option]}
              aria-pressed={view === option}
              onClick={() => onViewChange(option)}
            >
              {option === 'grid' ? <LayoutGrid aria-hidden /> : <List aria-hidden />}
            </Button>
          </Tooltip>
        ))}
      </div>
      <Button onClick={() => showPromptDialog({ type: 'create' })}>
        <Plus aria-hidden />
        {t.toolbar.create}
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label={t.toolbar.more}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => fileInput.current?.click()}>
            <Upload aria-hidden />
            {t.toolbar.import}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => exportPrompts(prompts)}>
            <Download aria-hidden />
            {t.toolbar.export}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => showPromptDialog({ type: 'clear' })} className="text-destructive">
            <Eraser aria-hidden />
            {t.toolbar.clear}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        aria-label={t.toolbar.import}
        className="hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importPromptsFile(file, prompts);
        }}
      />
    </div>
  );
}
