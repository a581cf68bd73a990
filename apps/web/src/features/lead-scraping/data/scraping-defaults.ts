import type { CompanySize, DataSource, DataType, Industry } from './options';

/** Spec §9 "Scraping defaults" and §2 Oppsett switch defaults. */
export const SCRAPING_DEFAULTS = {
  maxResults: 500,
  requestDelayMs: 1000,
  autoDeduplicate: true,
  verifyEmails: true,
  gdprMode: false,
} as const;

export interface ScrapingSearchForm {
  keyword: string;
  source: DataSource;
  dataTypes: Record<DataType, boolean>;
  location: string;
  /** Empty string means no industry filter. */
  industry: Industry | '';
  /** Empty string means no company size filter. */
  companySize: CompanySize | '';
}

export const DEFAULT_SEARCH_FORM: ScrapingSearchForm = {
  keyword: '',
  source: 'all',
  dataTypes: { emails: true, phones: true, companies: true, social: false },
  location: '',
  industry: '',
  companySize: '',
};
