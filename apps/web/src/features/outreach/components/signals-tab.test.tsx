import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textContent } from '@/test/markup';
import { SAMPLE_HOOKS } from '../data/hooks';
import { SignalsTab } from './signals-tab';

describe('SignalsTab', () => {
  const text = textContent(renderToStaticMarkup(<SignalsTab />));

  it('lists every hook newest first', () => {
    const positions = [...SAMPLE_HOOKS]
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((h) => text.indexOf(h.headline));
    expect(positions.every((pos) => pos >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('shows type, status, company, source, date and score in Norwegian', () => {
    expect(text).toContain('Pris Ny Fjordlys Solenergi kåret til Årets gründerbedrift i Vestland');
    expect(text).toContain('Bedrift Fjordlys Solenergi AS Kilde Bergens Tidende Dato 26. feb. 2025 Score 92\u00a0%');
    for (const label of ['Anmeldelse', 'Lansering', 'PR/Media', 'Milepæl', 'Kundecase', 'Brukt', 'Utløpt']) {
      expect(text).toContain(label);
    }
  });
});
