import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { controlForLabel, openingTags, textContent } from '@/test/markup';
import { SAMPLE_NODES } from './data/nodes';
import { WorkflowToolsPanel } from './workflow-tools-panel';

describe('WorkflowToolsPanel', () => {
  const html = renderToStaticMarkup(<WorkflowToolsPanel />);
  const text = textContent(html);

  it('has a titled header and the five sections from the spec, in order', () => {
    expect(html).toMatch(/<h2[^>]*>Arbeidsflytverktøy<\/h2>/);
    const headings = [...html.matchAll(/<h3[^>]*>(?:<svg[\s\S]*?<\/svg>)?([^<]*)<\/h3>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Hurtighandlinger', 'Nodepalett', 'AI-assistent', 'Talestyring', 'Læring']);
  });

  it('offers the quick actions as buttons', () => {
    for (const label of ['Ny arbeidsflyt', 'Kjør arbeidsflyt', 'Stopp arbeidsflyt', 'Lagre arbeidsflyt', 'Test arbeidsflyt']) {
      expect(html).toMatch(new RegExp(`<button type="button"[^>]*>(?:<svg[\\s\\S]*?</svg>)?${label}</button>`));
    }
  });

  it('renders every palette node as a focusable, named, draggable element', () => {
    const draggables = openingTags(html, (t) => t.includes('draggable="true"'));
    expect(draggables).toHaveLength(SAMPLE_NODES.length);
    for (const node of SAMPLE_NODES) {
      const tag = draggables.find((t) => t.includes(`data-node-type="${node.type}"`));
      expect(tag, node.type).toBeDefined();
      expect(tag).toContain(`aria-label="${node.label}"`);
      expect(tag).toContain('tabindex="0"');
      expect(tag).toContain('role="button"');
      expect(tag).toContain('aria-roledescription="dragbar node"');
    }
  });

  it('has a labelled assistant text box, suggestion chips and a disabled ask button while empty', () => {
    const textarea = controlForLabel(html, 'Beskriv arbeidsflyten du vil lage');
    expect(textarea).toMatch(/^<textarea/);
    expect(html).toMatch(/<div role="group" aria-label="Forslag"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:<svg[\s\S]*?<\/svg>)?Foreslå arbeidsflyt<\/button>/);
  });

  it('has a voice toggle that is off and makes no recognition claim', () => {
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>(?:<svg[\s\S]*?<\/svg>)?Lyttemodus<\/button>/);
    expect(text).toContain('Lyttemodus er av.');
  });

  it('has a learning switch that is a labelled switch, off by default', () => {
    const control = controlForLabel(html, 'Lær av arbeidsflytene mine');
    expect(control).toContain('role="switch"');
    expect(control).toContain('aria-checked="false"');
  });
});
