import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount } from '@/lib/format';
import { controlForLabel, optionValues, tabNames } from '@/test/markup';
import { ActiveJobsTab } from './components/active-jobs-tab';
import { ScrapingResultsTab } from './components/results-tab';
import { ScrapingSettingsTab } from './components/settings-tab';
import { DEFAULT_SEARCH_FORM, SCRAPING_DEFAULTS } from './data/scraping-defaults';
import { sampleJobs, type ScrapingJob } from './data/sample-jobs';
import { sampleLeads, sampleResultStats } from './data/sample-results';
import { LeadScrapingPanel } from './lead-scraping-panel';
import { startScraping } from './start-scraping';

describe('LeadScrapingPanel', () => {
  const html = renderToStaticMarkup(<LeadScrapingPanel />);

  it('has the four tabs in spec order with Søk selected', () => {
    expect(html).toContain('role="tablist"');
    expect(tabNames(html)).toEqual(['Søk', 'Aktive', 'Resultater', 'Oppsett']);
    expect(html).toMatch(/aria-selected="true"[^>]*>Søk<\/button>/);
  });

  it('shows the search form with its defaults', () => {
    expect(controlForLabel(html, 'Søkeord')).toContain('placeholder="F.eks. IT-konsulenter i Oslo"');
    const source = controlForLabel(html, 'Datakilde');
    expect(source.startsWith('<select')).toBe(true);
    expect(optionValues(html, source)).toEqual(['all', 'proff', 'linkedin', 'google', 'yellow']);
    expect(html).toContain('<option value="all" selected="">Alle kilder</option>');

    const checked = (label: string) => controlForLabel(html, label).match(/aria-checked="(\w+)"/)?.[1];
    expect(controlForLabel(html, 'E-poster')).toContain('role="checkbox"');
    expect(checked('E-poster')).toBe('true');
    expect(checked('Telefonnumre')).toBe('true');
    expect(checked('Bedrifter')).toBe('true');
    expect(checked('Sosiale medier')).toBe('false');

    expect(html).toMatch(/<button type="submit"[^>]*>.*?Start Scraping<\/button>/);
  });

  it('shows quick templates and advanced filters', () => {
    for (const template of ['B2B-bedrifter', 'E-postkampanje', 'Kontaktpersoner', 'LinkedIn-profiler']) {
      expect(html).toContain(`${template}</button>`);
    }
    expect(controlForLabel(html, 'Sted').startsWith('<input')).toBe(true);
    expect(optionValues(html, controlForLabel(html, 'Bransje'))).toEqual(['', 'it', 'finance', 'health', 'retail', 'construction']);
    expect(optionValues(html, controlForLabel(html, 'Bedriftsstørrelse'))).toEqual(['', '1-10', '11-50', '51-200', '200+']);
    expect(html).toContain('200+ ansatte');
  });
});

describe('startScraping', () => {
  afterEach(() => vi.restoreAllMocks());

  it('only logs the form values with console.info', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const form = { ...DEFAULT_SEARCH_FORM, keyword: 'IT-konsulenter', location: 'Oslo' };
    startScraping(form);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('Start Scraping', form);
  });
});

describe('ActiveJobsTab', () => {
  const html = renderToStaticMarkup(<ActiveJobsTab jobs={sampleJobs} />);
  const rows = html.split('<li').slice(1);
  const rowFor = (job: ScrapingJob) => rows.find((row) => row.includes(job.name)) ?? '';

  it('has sample jobs of every status', () => {
    expect(new Set(sampleJobs.map((job) => job.status))).toEqual(new Set(['completed', 'running', 'failed', 'other']));
  });

  it('shows name, type, status, source, progress and result count for each job', () => {
    expect(rows).toHaveLength(sampleJobs.length);
    for (const job of sampleJobs) {
      const row = rowFor(job);
      expect(row).toContain(job.source);
      expect(row).toContain('role="progressbar"');
      expect(row).toContain(`aria-valuenow="${job.progress}"`);
      expect(row).toContain(`${formatCount(job.results)} resultater`);
    }
  });

  it('styles and equips each job by status', () => {
    for (const job of sampleJobs) {
      const row = rowFor(job);
      const hasButton = (text: string) => row.includes(`${text}</button>`);
      expect(hasButton('Pause') && hasButton('Stopp')).toBe(job.status === 'running');
      expect(hasButton('Last ned') && hasButton('Se data')).toBe(job.status === 'completed');
      expect(row.includes('animate-spin')).toBe(job.status === 'running');
      expect(row.includes('bg-destructive')).toBe(job.status === 'failed');
    }
    expect(html).toMatch(/animate-spin[^]*?Kjører/);
    expect(html).toContain('Fullført');
    expect(html).toContain('Feilet');
  });
});

describe('ScrapingResultsTab', () => {
  it('shows statistics and recent leads from the sample data', () => {
    const html = renderToStaticMarkup(<ScrapingResultsTab stats={sampleResultStats} leads={sampleLeads} />);
    expect(html).toContain('Statistikk');
    expect(html).toContain('Siste resultater');
    for (const stat of sampleResultStats) expect(html).toContain(formatCount(stat.value));
    for (const lead of sampleLeads) {
      for (const value of [lead.company, lead.contact, lead.email, lead.phone, lead.location]) expect(html).toContain(value);
    }
  });
});

describe('ScrapingSettingsTab', () => {
  const html = renderToStaticMarkup(<ScrapingSettingsTab />);

  it('uses the spec defaults', () => {
    expect(SCRAPING_DEFAULTS.maxResults).toBe(500);
    expect(SCRAPING_DEFAULTS.requestDelayMs).toBe(1000);
    expect(controlForLabel(html, 'Maks antall resultater')).toMatch(/type="number".*min="1" step="1" value="500"/);
    expect(controlForLabel(html, 'Forsinkelse mellom forespørsler (ms)')).toMatch(/type="number".*min="0" step="100" value="1000"/);
  });

  it('has real switches for deduplication (on), e-mail verification (on) and GDPR mode (off)', () => {
    const dedupe = controlForLabel(html, 'Automatisk duplikatfjerning');
    const verify = controlForLabel(html, 'Verifiser e-poster');
    const gdpr = controlForLabel(html, 'GDPR-modus');
    for (const control of [dedupe, verify, gdpr]) expect(control).toContain('role="switch"');
    expect(dedupe).toContain('aria-checked="true"');
    expect(verify).toContain('aria-checked="true"');
    expect(gdpr).toContain('aria-checked="false"');
  });
});
