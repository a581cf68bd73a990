import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatCount } from '@/lib/format';
import { controlForLabel, optionValues, tabNames } from '@/test/markup';
import { AnalyticsExportTab } from './components/export-tab';
import { AnalyticsMetricsTab } from './components/metrics-tab';
import { sampleActivity } from './data/activity';
import { sampleDistribution } from './data/distribution';
import { exportFormats, integrations } from './data/export-options';
import { sampleKpis } from './data/kpis';
import { DEFAULT_PERIOD, sampleMetricSeries } from './data/metrics';
import { DataAnalyticsPanel } from './data-analytics-panel';
import { formatChange, formatMinutesAgo } from './format';

describe('DataAnalyticsPanel', () => {
  const html = renderToStaticMarkup(<DataAnalyticsPanel />);

  it('has the three tabs with Oversikt selected', () => {
    expect(html).toContain('role="tablist"');
    expect(tabNames(html)).toEqual(['Oversikt', 'Metrikker', 'Eksport']);
    expect(html).toMatch(/aria-selected="true"[^>]*>Oversikt<\/button>/);
  });

  it('shows four KPI cards from the sample data', () => {
    expect(sampleKpis).toHaveLength(4);
    for (const label of ['Leads totalt', 'Konverteringsrate', 'Datakvalitet', 'Aktive kilder']) {
      expect(html).toContain(`${label}</dt>`);
    }
    expect(html).toContain('12\u00a0847');
    expect(html).toContain('24,3\u00a0%');
    expect(html).toContain(formatChange(-2.1));
  });

  it('shows the data distribution as labelled bars and the recent activity', () => {
    for (const entry of sampleDistribution) {
      expect(html).toContain(`aria-valuenow="${entry.percent}"`);
    }
    expect(html).toContain('aria-label="Andel E-poster"');
    for (const entry of sampleActivity) {
      expect(html).toContain(entry.text);
      expect(html).toContain(formatMinutesAgo(entry.minutesAgo));
    }
  });
});

describe('format', () => {
  it('writes Norwegian changes and relative times', () => {
    expect(formatChange(12.5)).toBe('+12,5\u00a0%');
    expect(formatChange(-2.1)).toBe('\u22122,1\u00a0%');
    expect(formatMinutesAgo(5)).toBe('for 5 min siden');
    expect(formatMinutesAgo(95)).toBe('for 1 t siden');
  });
});

describe('AnalyticsMetricsTab', () => {
  const html = renderToStaticMarkup(<AnalyticsMetricsTab />);

  it('offers the four metrics in a labelled select', () => {
    const select = controlForLabel(html, 'Metrikk');
    expect(select).toMatch(/^<select/);
    expect(optionValues(html, select)).toEqual(['leads', 'conversion', 'quality', 'source']);
  });

  it('has a period toggle group with 30d pressed by default', () => {
    expect(DEFAULT_PERIOD).toBe('30d');
    expect(html).toMatch(/role="group" aria-labelledby="[^"]+"/);
    const periods = [...html.matchAll(/<button[^>]*aria-pressed="(true|false)"[^>]*>([^<]+)<\/button>/g)].map((match) => [
      match[2],
      match[1],
    ]);
    expect(periods).toEqual([
      ['24t', 'false'],
      ['7d', 'false'],
      ['30d', 'true'],
      ['År', 'false'],
    ]);
  });

  it('renders a labelled chart of the selected sample series', () => {
    expect(html).toContain('<figcaption');
    expect(html).toContain('Leads, siste 30 dager');
    expect(html).toMatch(/<svg role="img" aria-labelledby="[^"]+" aria-describedby="[^"]+"/);
    expect(html.match(/<rect /g)).toHaveLength(sampleMetricSeries.leads.length);
    expect(html).toContain(sampleMetricSeries.leads.map(formatCount).join(', '));
  });
});

describe('AnalyticsExportTab', () => {
  it('lists the export formats and integrations', () => {
    const html = renderToStaticMarkup(<AnalyticsExportTab formats={exportFormats} integrations={integrations} />);
    expect(exportFormats.map((format) => format.name)).toEqual(['Excel', 'CSV', 'JSON']);
    expect(integrations.map((integration) => integration.name)).toEqual(['Salesforce', 'HubSpot', 'Google Sheets']);
    for (const name of ['Excel', 'CSV', 'JSON']) expect(html).toContain(`aria-label="Eksporter som ${name}"`);
    for (const name of ['Salesforce', 'HubSpot', 'Google Sheets']) expect(html).toContain(`aria-label="Koble til ${name}"`);
  });
});
