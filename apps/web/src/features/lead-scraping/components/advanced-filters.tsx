import { useId } from 'react';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { leadScrapingStrings as t } from '@/lib/i18n/nb/lead-scraping';
import { COMPANY_SIZES, INDUSTRIES, type CompanySize, type Industry } from '../data/options';
import { parseOption } from '../parse-option';

export interface AdvancedFilterValues {
  location: string;
  industry: Industry | '';
  companySize: CompanySize | '';
}

interface AdvancedFiltersProps {
  value: AdvancedFilterValues;
  onChange: (patch: Partial<AdvancedFilterValues>) => void;
}

export function AdvancedFilters({ value, onChange }: AdvancedFiltersProps) {
  const id = useId();
  const locationId = `${id}-location`;
  const industryId = `${id}-industry`;
  const sizeId = `${id}-size`;
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-xs font-medium">{t.search.filtersTitle}</legend>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={locationId}>{t.search.locationLabel}</Label>
        <Input
          id={locationId}
          value={value.location}
          placeholder={t.search.locationPlaceholder}
          onChange={(event) => onChange({ location: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={industryId}>{t.search.industryLabel}</Label>
        <NativeSelect
          id={industryId}
          value={value.industry}
          onChange={(event) => onChange({ industry: parseOption(INDUSTRIES, event.target.value) ?? '' })}
        >
          <option value="">{t.search.anyOption}</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {t.industries[industry]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={sizeId}>{t.search.companySizeLabel}</Label>
        <NativeSelect
          id={sizeId}
          value={value.companySize}
          onChange={(event) => onChange({ companySize: parseOption(COMPANY_SIZES, event.target.value) ?? '' })}
        >
          <option value="">{t.search.anyOption}</option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {t.companySizes[size]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </fieldset>
  );
}
