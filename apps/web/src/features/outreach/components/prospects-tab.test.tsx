import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { openingTags, textContent } from '@/test/markup';
import { SAMPLE_PROSPECTS } from '../data/prospects';
import { ProspectsTab } from './prospects-tab';

describe('ProspectsTab', () => {
  const html = renderToStaticMarkup(<ProspectsTab />);
  const text = textContent(html);

  it('lists prospects highest score first', () => {
    const positions = [...SAMPLE_PROSPECTS]
      .sort((a, b) => b.score - a.score)
      .map((p) => text.indexOf(p.company));
    expect(positions.every((pos) => pos >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('shows score as percent with a labelled progress bar, and the status', () => {
    expect(text).toContain('Fjordlys Solenergi AS');
    expect(text).toContain('91\u00a0%');
    const bars = openingTags(html, (t) => t.includes('role="progressbar"'));
    expect(bars).toHaveLength(SAMPLE_PROSPECTS.length);
    expect(bars.some((t) => t.includes('aria-label="Score for Fjordlys Solenergi AS"'))).toBe(true);
    for (const label of ['Venter', 'Kontaktet', 'Svart', 'Møte']) expect(text).toContain(label);
  });

  it('shows contact, e-mail, industry and signal count', () => {
    expect(text).toContain('Kontakt Ingrid Haugen ingrid.haugen@fjordlys.no');
    expect(text).toContain('Fornybar energi · 2 signaler');
    expect(text).toContain('Sjømat · 1 signal');
  });
});
