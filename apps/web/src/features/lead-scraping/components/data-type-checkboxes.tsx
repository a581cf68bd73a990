import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { leadScrapingStrings as t } from '@/lib/i18n/nb/lead-scraping';
import { DATA_TYPES, type DataType } from '../data/options';

interface DataTypeCheckboxesProps {
  value: Record<DataType, boolean>;
  onChange: (type: DataType, checked: boolean) => void;
}

export function DataTypeCheckboxes({ value, onChange }: DataTypeCheckboxesProps) {
  const idPrefix = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-xs font-medium">{t.search.dataTypesLabel}</legend>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(7rem,1fr))] gap-2">
        {DATA_TYPES.map((type) => {
          const id = `${idPrefix}-${type}`;
          return (
            <div key={type} className="flex items-center gap-2">
              <Checkbox id={id} checked={value[type]} onCheckedChange={(checked) => onChange(type, checked === true)} />
              <Label htmlFor={id} className="font-normal">
                {t.dataTypes[type]}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
