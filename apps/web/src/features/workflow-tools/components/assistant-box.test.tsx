import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { controlForLabel, textContent } from '@/test/markup';
import { SAMPLE_ASSISTANT_SUGGESTIONS } from '../data/suggestions';
import { AssistantBox } from './assistant-box';

describe('AssistantBox', () => {
  it('shows every sample suggestion as a button', () => {
    const html = renderToStaticMarkup(<AssistantBox />);
    const chips = [...html.matchAll(/<button type="button" class="rounded-xl[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(chips).toEqual([...SAMPLE_ASSISTANT_SUGGESTIONS]);
  });

  it('shows the prompt in the text box and enables asking once there is text', () => {
    const html = renderToStaticMarkup(<AssistantBox defaultPrompt="Hent priser hver dag" />);
    expect(textContent(html)).toContain('Hent priser hver dag');
    expect(controlForLabel(html, 'Beskriv arbeidsflyten du vil lage')).toMatch(/^<textarea/);
    expect(html).not.toMatch(/<button[^>]*disabled=""/);
  });

  it('keeps asking disabled for whitespace only', () => {
    const html = renderToStaticMarkup(<AssistantBox defaultPrompt="   " />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:<svg[\s\S]*?<\/svg>)?Foreslå arbeidsflyt<\/button>/);
  });
});
