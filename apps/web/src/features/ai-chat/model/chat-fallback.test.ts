import { describe, expect, it } from 'vitest';
import { fallbackReply } from './chat-fallback';

describe('fallbackReply', () => {
  it('repeats the question as a quote', () => {
    const reply = fallbackReply('  Hva koster abonnementet?  ');
    expect(reply).toContain('> Hva koster abonnementet?\n');
  });

  it('quotes every line of a multi-line question', () => {
    expect(fallbackReply('Linje 1\nLinje 2')).toContain('> Linje 1\n> Linje 2');
  });

  it('says an OpenAI API key is needed, naming OPENAI_API_KEY in the environment', () => {
    const reply = fallbackReply('Hei');
    expect(reply).toContain('OpenAI API-nøkkel');
    expect(reply).toContain('OPENAI_API_KEY');
    expect(reply).toMatch(/miljøet/);
  });

  it('lists what the assistant could do', () => {
    const reply = fallbackReply('Hei');
    for (const ability of [
      'oppsummere og oversette siden',
      'svare på spørsmål om innholdet',
      'finne priser',
      'gjøremålslister',
      'foreslå forbedringer',
      'generere innhold',
      'plugins og arbeidsflyter',
    ]) {
      expect(reply).toContain(ability);
    }
    expect(reply.match(/^- /gm)).toHaveLength(7);
  });
});
