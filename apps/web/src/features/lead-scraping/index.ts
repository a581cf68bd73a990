export { LeadScrapingPanel } from './lead-scraping-panel';
