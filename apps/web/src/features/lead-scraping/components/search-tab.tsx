import { Play } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { leadScrapingStrings as t } from '@/lib/i18n/nb/lead-scraping';
import { DATA_SOURCES, type DataType } from '../data/options';
import { DEFAULT_SEARCH_FORM, type ScrapingSearchForm } from '../data/scraping-defaults';
import { parseOption } from '../parse-option';
import { startScraping } from '../start-scraping';
import { AdvancedFilters, type AdvancedFilterValues } from './advanced-filters';
import { DataTypeCheckboxes } from './data-type-checkboxes';
import { QuickTemplates } from './quick-templates';

/** Content of the Søk tab: the search form, quick templates and advanced filters. */
export function ScrapingSearchTab() {
  const id = useId();
  const keywordId = `${id}-keyword`;
  const sourceId = `${id}-source`;
  const [form, setForm] = useState<ScrapingSearchForm>(DEFAULT_SEARCH_FORM);

  const update = (patch: Partial<ScrapingSearchForm>) => setForm((current) => ({ ...current, ...patch }));
  const setDataType = (type: DataType, checked: boolean) =>
    setForm((current) => ({ ...current, dataTypes: { ...current.dataTypes, [type]: checked } }));
  const setFilters = (patch: Partial<AdvancedFilterValues>) => update(patch);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startScraping(form);
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={handleSubmit}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={keywordId}>{t.search.keywordLabel}</Label>
        <Input
          id={keywordId}
          value={form.keyword}
          placeholder={t.search.keywordPlaceholder}
          onChange={(event) => update({ keyword: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={sourceId}>{t.search.sourceLabel}</Label>
        <NativeSelect
          id={sourceId}
          value={form.source}
          onChange={(event) => update({ source: parseOption(DATA_SOURCES, event.target.value) ?? DEFAULT_SEARCH_FORM.source })}
        >
          {DATA_SOURCES.map((source) => (
            <option key={source} value={source}>
              {t.sources[source]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <DataTypeCheckboxes value={form.dataTypes} onChange={setDataType} />
      <Button type="submit" size="sm" className="w-full">
        <Play aria-hidden="true" />
        {t.search.start}
      </Button>
      <QuickTemplates />
      <AdvancedFilters value={form} onChange={setFilters} />
    </form>
  );
}
