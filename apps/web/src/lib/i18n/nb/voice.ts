import type { VoiceCategory } from '@nova/shared';

/**
 * The voice assistant. It listens in English by default, so what it says aloud and its notices
 * are the spec's English strings (spec A §4, §8); the panel around it is Norwegian.
 */
export const voiceStrings = {
  button: {
    caption: 'Stemme',
    start: 'Start stemmestyring (Alt+V)',
    stop: 'Stopp stemmestyring (Alt+V)',
    openPanel: 'Åpne stemmepanelet (Alt+Shift+V)',
    closePanel: 'Lukk stemmepanelet (Alt+Shift+V)',
    unsupported: 'Talegjenkjenning støttes ikke i denne nettleseren. Bruk Chrome eller Edge for stemmestyring.',
  },
  states: {
    idle: 'Av',
    listening: 'Lytter',
    processing: 'Utfører kommando …',
    wake: 'Aktiv – si en kommando',
    confirming: 'Venter på bekreftelse',
  },
  panel: {
    title: 'Stemmestyring',
    heard: 'Hørt',
    wakeHint: (wake: string) => `Si «hey ${wake}» og deretter en kommando, f.eks. «hey ${wake} go to settings».`,
    noWakeHint: 'Si en kommando, f.eks. «go to settings».',
    notAllowed: 'Mikrofonen er blokkert. Tillat mikrofon for denne siden i nettleseren og start igjen.',
    gaveUp: (code: string) => `Talegjenkjenningen feilet gjentatte ganger (${code}) og er stoppet. Start igjen når mikrofonen virker.`,
    confirmQuestion: (description: string) => `Utføre «${description}»?`,
    confirm: 'Bekreft',
    cancel: 'Avbryt',
    tabs: { history: 'Historikk', commands: 'Kommandoer', train: 'Tren', settings: 'Innstillinger' },
    stats: (total: number, custom: number) => `${total} kommandoer utført totalt · ${custom} egne kommandoer`,
  },
  history: {
    empty: 'Ingen kommandoer ennå.',
    successRate: (rate: number) => `Suksessrate (siste 20): ${rate} %`,
    notRecognized: 'Ikke gjenkjent',
    succeeded: 'Utført',
    failed: 'Feilet',
  },
  commands: {
    custom: 'Egne kommandoer',
    aliases: 'Også',
    remove: (phrase: string) => `Slett «${phrase}»`,
    removeFailed: 'Kunne ikke slette kommandoen',
    confirmation: 'krever bekreftelse',
    fallbacks: 'Fritt språk',
    fallbackExamples: ['search for …  /  find …', 'go to …  /  open …', '… generate … / … create …', 'help with …'],
  },
  categories: {
    navigation: 'Navigasjon',
    'ai-chat': 'AI-chat',
    code: 'Kode',
    workflow: 'Arbeidsflyt',
    general: 'Generelt',
  } satisfies Record<VoiceCategory, string>,
  training: {
    intro: 'Lær assistenten en egen kommando. Fraser og alternativer på engelsk hvis gjenkjenningen er engelsk.',
    phrases: 'Fraser (én per linje)',
    aliases: 'Alternativer (kommaseparert, valgfritt)',
    action: 'Handling',
    param: 'Parameter',
    description: 'Beskrivelse (valgfri)',
    requiresConfirmation: 'Krev bekreftelse',
    save: 'Lagre kommando',
    saving: 'Lagrer …',
    params: {
      path: 'Sti (f.eks. /outreach)',
      target: 'Mål (f.eks. chat, workflow, lead scraping)',
      query: 'Søketekst',
      description: 'Beskrivelse av koden',
      topic: 'Emne',
    },
  },
  settings: {
    language: 'Gjenkjenningsspråk',
    wakeWordRequired: 'Krev vekkeord',
    wakeWord: 'Vekkeord',
    confirmDangerous: 'Bekreft farlige handlinger',
    continuous: 'Lytt kontinuerlig',
    enabled: 'Vis stemmeknappen',
    position: 'Plassering av knappen',
    positions: {
      'bottom-left': 'Nederst til venstre',
      'bottom-right': 'Nederst til høyre',
      'top-left': 'Øverst til venstre',
      'top-right': 'Øverst til høyre',
      center: 'Midten',
    },
    saveFailed: 'Kunne ikke lagre stemmeinnstillingene',
  },
  /** What the assistant says aloud (spec A §4, §8). */
  spoken: {
    wake: 'Yes, how can I help?',
    executed: 'Command executed',
    cancelled: 'Action cancelled',
    failed: 'Command failed',
    notRecognized: 'Command not recognized',
    confirm: (description: string) => `${description}? Say confirm or cancel.`,
  },
  /** Notices (spec A §8). */
  notices: {
    recognitionError: 'Voice Recognition Error',
    errorCode: (code: string) => `Error: ${code}`,
    notRecognized: 'Command Not Recognized',
    failed: 'Command Failed',
    executed: (description: string) => `Executed: ${description}`,
    trainSaved: 'Custom Command Saved',
    trainFailed: 'Failed to Save Command',
    tryAgain: 'Please try again',
  },
  /** Why an action could not run; shown in the "Command Failed" notice. */
  errors: {
    unknownTarget: (target: string) => `Unknown destination: "${target}"`,
    chatUnavailable: 'The AI chat did not open',
    nothingToUndo: 'Nothing to undo',
    nothingToRedo: 'Nothing to redo',
  },
  /** Requests the assistant sends to the AI chat for code and help commands. */
  prompts: {
    generateCode: (description: string) => `Generer kode: ${description}`,
    explainCode: 'Forklar koden på siden eller i markeringen.',
    writeTests: 'Skriv tester for koden på siden eller i markeringen.',
    helpWith: (topic: string) => `Hjelp meg med: ${topic}`,
  },
  descriptions: {
    search: (query: string) => `Search for "${query}"`,
    navigate: (target: string) => `Go to ${target}`,
    generate: (description: string) => `Generate code: ${description}`,
    help: (topic: string) => `Help with ${topic}`,
  },
  palette: {
    show: 'Vis stemmeknappen',
    hide: 'Skjul stemmeknappen',
    description: 'Den flytende stemmeknappen (Alt+V lytter, Alt+Shift+V åpner panelet)',
  },
  screenshotFile: (stamp: string) => `Nova-Screenshot-${stamp}.png`,
} as const;
