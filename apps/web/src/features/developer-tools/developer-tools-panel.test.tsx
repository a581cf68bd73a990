import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tabNames, textContent } from '@/test/markup';
import { SAMPLE_DATA_SOURCES, SAMPLE_SERVICES } from './data/sample-data';
import { DeveloperToolsPanel } from './developer-tools-panel';

describe('DeveloperToolsPanel', () => {
  it('shows the spec tabs Data, Analytics, Review, Dev, Monitor with Data selected', () => {
    const html = renderToStaticMarkup(<DeveloperToolsPanel />);
    expect(html).toMatch(/<h2[^>]*>Developer Tools<\/h2>/);
    expect(tabNames(html)).toEqual(['Data', 'Analytics', 'Review', 'Dev', 'Monitor']);
    const text = textContent(html);
    for (const source of SAMPLE_DATA_SOURCES) expect(text).toContain(source.name);
    expect(text).toContain('Eksempeldata');
  });

  it('renders the other sample tabs', () => {
    const monitor = textContent(renderToStaticMarkup(<DeveloperToolsPanel defaultTab="monitor" />));
    for (const service of SAMPLE_SERVICES) expect(monitor).toContain(service.name);
    expect(textContent(renderToStaticMarkup(<DeveloperToolsPanel defaultTab="dev" />))).toContain('Siste endringer');
    expect(textContent(renderToStaticMarkup(<DeveloperToolsPanel defaultTab="analytics" />))).toContain('POST /api/ai-code-review/review');
  });
});
