/** Sample prompts for the AI assistant box. */
export const SAMPLE_ASSISTANT_SUGGESTIONS: readonly string[] = [
  'Hent nye stillingsannonser fra en jobbportal hver morgen',
  'Oppsummer nye kundehenvendelser og send meg en e-post',
  'Overvåk prisene hos tre konkurrenter og varsle ved endring',
  'Eksporter nye leads fra en nettside til CSV hver fredag',
];

/** Sample phrases shown under voice control. */
export const SAMPLE_VOICE_COMMANDS: readonly string[] = ['Kjør arbeidsflyt', 'Stopp arbeidsflyt', 'Lagre arbeidsflyt', 'Lag ny arbeidsflyt'];
