import type { ScrapingSearchForm } from './data/scraping-defaults';

/** The spec's Start Scraping only writes the request to the console; there is no backend for it. */
export function startScraping(form: ScrapingSearchForm): void {
  console.info('Start Scraping', form);
}
