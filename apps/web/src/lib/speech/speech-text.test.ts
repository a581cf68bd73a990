import { describe, expect, it } from 'vitest';
import { splitForSpeech, stripMarkdown, UTTERANCE_MAX_CHARS } from './speech-text';

describe('stripMarkdown', () => {
  it.each([
    ['**Svar:** Hei', 'Svar: Hei'],
    ['# Overskrift\nTekst', 'Overskrift\nTekst'],
    ['Dette er *viktig* og __svært__ viktig', 'Dette er viktig og svært viktig'],
    ['Se [dokumentasjonen](https://example.com) her', 'Se dokumentasjonen her'],
    ['![Et bilde](x.png)', 'Et bilde'],
    ['Bruk `npm start` for å starte', 'Bruk npm start for å starte'],
    ['Kode:\n```ts\nconst a = 1;\n```\nFerdig.', 'Kode:\nFerdig.'],
    ['- første\n- andre\n1. tredje', 'første\nandre\ntredje'],
    ['> Sitat her', 'Sitat her'],
    ['| A | B |\n|---|---|\n| 1 | 2 |', 'A, B\n1, 2'],
    ['Tekst<br>med <b>html</b>', 'Tekst med html'],
    ['~~gammelt~~ nytt', 'gammelt nytt'],
    ['a * b * c = 5_000_000', 'a * b * c = 5_000_000'],
    ['---\nEtter linjen', 'Etter linjen'],
  ])('%j → %j', (input, expected) => expect(stripMarkdown(input)).toBe(expected));
});

describe('splitForSpeech', () => {
  it('speaks one sentence at a time', () => {
    expect(splitForSpeech('Hei! Dette er et svar. Hva mer? Linje to\nTre')).toEqual(['Hei!', 'Dette er et svar.', 'Hva mer?', 'Linje to', 'Tre']);
  });

  it('breaks a long sentence at commas, then at spaces, never above the limit', () => {
    const long = `${'ord '.repeat(30).trim()}, ${'mer tekst '.repeat(20).trim()} og ${'enda mer '.repeat(30).trim()}.`;
    const pieces = splitForSpeech(long);
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(UTTERANCE_MAX_CHARS);
    expect(pieces.join(' ')).toBe(long);
    expect(pieces[0]?.endsWith(',')).toBe(true);
  });

  it('drops pieces with nothing to say', () => {
    expect(splitForSpeech('...\n\n  \n— OK.')).toEqual(['— OK.']);
  });

  it('cuts a single word longer than the limit', () => {
    expect(splitForSpeech('x'.repeat(400)).map((p) => p.length)).toEqual([160, 160, 80]);
  });
});
