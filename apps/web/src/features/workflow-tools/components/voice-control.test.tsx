import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textContent } from '@/test/markup';
import { VoiceControl } from './voice-control';

describe('VoiceControl', () => {
  it('is a toggle button that reports its pressed state', () => {
    const off = renderToStaticMarkup(<VoiceControl />);
    const on = renderToStaticMarkup(<VoiceControl defaultListening />);
    expect(off).toMatch(/<button[^>]*aria-pressed="false"[^>]*>(?:<svg[\s\S]*?<\/svg>)?Lyttemodus<\/button>/);
    expect(on).toMatch(/<button[^>]*aria-pressed="true"[^>]*>(?:<svg[\s\S]*?<\/svg>)?Lyttemodus<\/button>/);
  });

  it('says that listening is only visual and announces changes politely', () => {
    const on = renderToStaticMarkup(<VoiceControl defaultListening />);
    expect(on).toMatch(/<p aria-live="polite"[^>]*>Lyttemodus er på \(bare en visuell markering/);
    expect(textContent(on)).toContain('bare en visuell markering');
  });

  it('lists sample voice commands', () => {
    expect(textContent(renderToStaticMarkup(<VoiceControl />))).toContain('«Kjør arbeidsflyt»');
  });
});
