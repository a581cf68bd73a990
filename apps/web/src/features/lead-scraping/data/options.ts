/** Option values for the search form. Labels live in lib/i18n/nb/lead-scraping.ts, keyed by these values. */

export const DATA_SOURCES = ['all', 'proff', 'linkedin', 'google', 'yellow'] as const;
export type DataSource = (typeof DATA_SOURCES)[number];

export const DATA_TYPES = ['emails', 'phones', 'companies', 'social'] as const;
export type DataType = (typeof DATA_TYPES)[number];

export const INDUSTRIES = ['it', 'finance', 'health', 'retail', 'construction'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '200+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const QUICK_TEMPLATES = ['b2bCompanies', 'emailCampaign', 'contactPersons', 'networkProfiles'] as const;
export type QuickTemplate = (typeof QUICK_TEMPLATES)[number];
