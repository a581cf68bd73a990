import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { openingTags, textContent } from '@/test/markup';
import { SAMPLE_CAMPAIGNS } from './data/campaigns';
import { SAMPLE_PROSPECTS } from './data/prospects';
import { OutreachPanel } from './outreach-panel';

describe('OutreachPanel', () => {
  const html = renderToStaticMarkup(<OutreachPanel />);

  it('has a titled header', () => {
    expect(html).toMatch(/<h2[^>]*>Outreach Engine<\/h2>/);
  });

  it('shows the four tabs as a real tablist, in spec order, with Kampanjer selected', () => {
    expect(openingTags(html, (t) => t.includes('role="tablist"'))).toHaveLength(1);
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]*)<\/button>/g)];
    expect(tabs.map((m) => m[2])).toEqual(['Kampanjer', 'Prospekter', 'Signaler', 'Analyse']);
    expect(tabs.map((m) => m[1])).toEqual(['true', 'false', 'false', 'false']);
  });

  it('renders the campaigns tab content by default and not the other tabs', () => {
    const text = textContent(html);
    for (const campaign of SAMPLE_CAMPAIGNS) expect(text).toContain(campaign.name);
    expect(text).toContain('Ny kampanje');
    const firstProspect = SAMPLE_PROSPECTS[0];
    expect(firstProspect).toBeDefined();
    expect(text).not.toContain(firstProspect?.company);
  });
});
