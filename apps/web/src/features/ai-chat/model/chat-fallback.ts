/**
 * Spec B §8: the assistant message shown when the AI service answers 503 or 401 — it repeats
 * the question, explains that an OpenAI API key is missing, and lists what the assistant can do.
 */
export function fallbackReply(question: string): string {
  const quoted = question
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return [
    'Du spurte:',
    '',
    quoted,
    '',
    'AI-tjenesten er ikke tilgjengelig ennå: den trenger en OpenAI API-nøkkel. Sett `OPENAI_API_KEY` i miljøet (environment) til serveren og start den på nytt.',
    '',
    'Når tjenesten er satt opp, kan jeg blant annet:',
    '',
    '- oppsummere og oversette siden du ser på',
    '- svare på spørsmål om innholdet på siden',
    '- finne priser og kostnader',
    '- lage gjøremålslister',
    '- foreslå forbedringer',
    '- generere innhold',
    '- kjøre plugins og arbeidsflyter',
  ].join('\n');
}
