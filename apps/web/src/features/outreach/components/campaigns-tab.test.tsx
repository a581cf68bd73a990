import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textContent } from '@/test/markup';
import { SAMPLE_CAMPAIGNS } from '../data/campaigns';
import { CampaignsTab } from './campaigns-tab';

describe('CampaignsTab', () => {
  const html = renderToStaticMarkup(<CampaignsTab />);
  const text = textContent(html);

  it('lists every sample campaign with its Norwegian status', () => {
    const items = html.match(/<li>/g) ?? [];
    expect(items).toHaveLength(SAMPLE_CAMPAIGNS.length);
    expect(text).toContain('4 kampanjer');
    for (const label of ['Utkast', 'Aktiv', 'Pauset', 'Fullført']) expect(text).toContain(label);
  });

  it('shows the figures, rates and dates of a campaign', () => {
    // Vekstbedrifter Vestland: 312 sent, 164 opens, 31 replies.
    expect(text).toContain('Vekstbedrifter Vestland Aktiv Prospekter 120 Sendt 312 Åpnet 164 Svar 31 Møter 9');
    expect(text).toContain('Åpningsrate 53\u00a0% · Svarrate 10\u00a0%');
    expect(text).toContain('Opprettet 3. feb. 2025 · Startet 5. feb. 2025');
  });

  it('marks a draft as not started', () => {
    expect(text).toContain('Opprettet 1. mars 2025 · Ikke startet');
  });

  it('offers the Ny kampanje button, which opens a dialog', () => {
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*?Ny kampanje<\/button>/);
  });
});
