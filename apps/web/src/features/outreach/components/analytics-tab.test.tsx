import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { openingTags, textContent } from '@/test/markup';
import { AnalyticsTab } from './analytics-tab';

describe('AnalyticsTab', () => {
  const html = renderToStaticMarkup(<AnalyticsTab />);
  const text = textContent(html);

  it('sums the sample campaigns', () => {
    // 120+45+80+32 prospects, 312+98+296 sent, 164+51+142 opens, 31+8+26 replies, 9+2+7 meetings.
    expect(text).toContain('Kampanjer 4 Prospekter 277 Sendt 706 Åpnet 357 Svar 65 Møter 18');
  });

  it('shows the overall rates with labelled progress bars', () => {
    expect(text).toContain('Åpningsrate 51\u00a0%');
    expect(text).toContain('Svarrate 9\u00a0%');
    expect(text).toContain('Møter per svar 28\u00a0%');
    const bars = openingTags(html, (t) => t.includes('role="progressbar"'));
    expect(bars.some((t) => t.includes('aria-label="Åpningsrate"'))).toBe(true);
  });

  it('counts prospects per status and shows each signal type', () => {
    expect(text).toContain('Venter 2 Kontaktet 2 Svart 1 Møte 1');
    for (const label of ['Anmeldelser', 'Priser', 'Lanseringer', 'PR/Media']) expect(text).toContain(label);
    expect(text).toContain('17 signaler funnet · Svarrate 14\u00a0%');
  });
});
