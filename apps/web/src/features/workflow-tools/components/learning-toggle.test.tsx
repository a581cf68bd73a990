import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { controlForLabel, tagWithId } from '@/test/markup';
import { LearningToggle } from './learning-toggle';

describe('LearningToggle', () => {
  it('is a labelled switch described by its explanation', () => {
    const html = renderToStaticMarkup(<LearningToggle defaultEnabled />);
    const control = controlForLabel(html, 'Lær av arbeidsflytene mine');
    expect(control).toContain('role="switch"');
    expect(control).toContain('aria-checked="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(control)?.[1] ?? '';
    expect(tagWithId(html, describedBy)).toMatch(/^<p/);
    expect(html).toContain('Ingenting lagres eller sendes.');
  });
});
