/** Norwegian strings for the AI chat panel and the Advanced AI panel (spec B §2, §8, §9). */

export interface ChatPromptAction {
  id: string;
  label: string;
  prompt: string;
}

export const aiChatStrings = {
  panel: {
    title: 'AI-assistent',
    messagesLabel: 'Meldinger',
  },
  roles: {
    user: 'Du',
    assistant: 'AI-assistent',
  },
  context: {
    label: 'Sidekontekst',
  },
  message: {
    delete: 'Slett melding',
  },
  messages: {
    empty: 'Start en samtale med AI-assistenten',
    typing: 'skriver...',
    syncing: 'Synkroniserer...',
  },
  input: {
    placeholder: 'Skriv din melding... (/ for kommandoer)',
    label: 'Melding til AI-assistenten',
    send: 'Send',
    sending: 'Sender...',
    record: 'Ta opp tale (Ctrl+M)',
    stopRecording: 'Stopp opptak',
    commandSuggestions: 'Kommandoforslag',
  },
  errors: {
    sendTitle: 'Feil',
    send: 'Kunne ikke sende melding til AI-assistenten',
    speechToText: 'Kunne ikke konvertere tale til tekst',
    recording: 'Kunne ikke starte opptak. Sjekk mikrofontilgang.',
    notSupported: 'Ikke støttet',
    playback: 'Kunne ikke spille av lyd',
  },
  header: {
    search: 'Søk i historikken (Ctrl+F)',
    clear: 'Tøm chat',
    theme: 'Tema',
    fontSize: 'Skriftstørrelse',
    autoSpeak: 'Les opp svar automatisk',
    voiceSettings: 'Stemmeinnstillinger',
    export: 'Eksporter',
    settings: 'Innstillinger',
  },
  themes: {
    standard: 'Standard',
    light: 'Lys',
    blue: 'Blå',
  },
  fontSizes: {
    small: 'Liten',
    normal: 'Normal',
    large: 'Stor',
  },
  exportFormats: {
    json: 'JSON',
    markdown: 'Markdown',
    html: 'HTML',
    text: 'Ren tekst',
  },
  exportDocument: {
    title: (sessionName: string) => `Chat: ${sessionName}`,
    exportedAt: 'Eksportert',
    messageCount: (n: number) => (n === 1 ? '1 melding' : `${n} meldinger`),
    page: 'Side',
    reaction: 'Reaksjon',
  },
  search: {
    label: 'Søk i meldinger',
    placeholder: 'Søk i historikken...',
    /** Match position as current/total; 0/0 when nothing matches. */
    position: (current: number, total: number) => `${total === 0 ? 0 : current + 1}/${total}`,
    noMatches: 'Ingen treff',
    previous: 'Forrige treff (Shift+Enter)',
    next: 'Neste treff (Enter)',
    close: 'Lukk søk (Esc)',
  },
  reactions: {
    label: 'Reaksjon',
    like: 'Liker',
    sparkles: 'Glimrende',
    remove: 'Fjern reaksjon',
  },
  copy: {
    copy: 'Kopier',
    copied: 'Kopiert',
    failed: 'Kunne ikke kopiere',
  },
  voice: {
    barLabel: 'Stemme',
    speechToText: 'Tale til tekst (Ctrl+M)',
    speakLast: 'Les opp siste svar (Ctrl+S)',
    stopSpeaking: 'Stopp opplesning',
    voiceToVoice: 'Stemme til stemme (Ctrl+Shift+M)',
    voice: 'Stemme',
    rate: 'Hastighet',
    pitch: 'Tonehøyde',
    test: 'Test stemme',
    stopTest: 'Stopp',
    testText: 'Hei! Slik høres denne stemmen ut.',
    noVoices: 'Ingen stemmer tilgjengelig',
    localService: 'lokal',
    recording: 'Tar opp … trykk igjen for å stoppe (maks 30 s)',
    transcribing: 'Gjør om tale til tekst …',
    answering: 'Venter på svaret …',
    recordingUnsupported: 'Opptak støttes ikke i denne nettleseren',
    nothingHeard: 'Fant ingen tale i opptaket',
  },
  /** Why a chat action asked for by the voice assistant could not run. */
  actionErrors: {
    emptyInput: 'Meldingsfeltet er tomt',
    busy: 'Venter fortsatt på forrige svar',
    noReply: 'Det finnes ikke noe svar ennå',
    noQuestion: 'Det finnes ikke noe spørsmål å stille på nytt',
    copyFailed: 'Kunne ikke kopiere',
  },
  commands: {
    clear: 'Tøm chatten',
    export: 'Eksporter chatten (json, markdown, html eller text)',
  },
  promptLibrary: 'Promptbibliotek',
  /** The API key panel; the spec gives its buttons and errors in English (spec B §2, §8). */
  apiKey: {
    open: 'API-nøkkel',
    title: 'API-nøkkel for eksternt API',
    description: 'Bruk AI-assistenten fra egne skript og verktøy. Nøkkelen vises bare her, i denne nettleseren.',
    generate: 'Generate API Key',
    revoke: 'Revoke API Key',
    key: 'Din API-nøkkel',
    copyKey: 'Kopier nøkkelen',
    notActive: 'Ingen aktiv API-nøkkel.',
    activeElsewhere: (prefix: string) => `En nøkkel (${prefix}…) er aktiv, men den ble laget i en annen nettleser. Lag en ny for å se den her.`,
    endpoint: 'Endepunkt',
    examples: 'Eksempler',
    copyExample: 'Kopier eksempelet',
    usage: 'Bruk',
    requestsToday: 'Forespørsler i dag',
    requestsThisMonth: 'Forespørsler denne måneden',
    remaining: (remaining: number, limit: number) => `${remaining} av ${limit} igjen denne timen`,
    resetsAt: (time: string) => `Nullstilles ${time}`,
    generated: 'API-nøkkel laget',
    revoked: 'API-nøkkel trukket tilbake',
    errors: {
      generate: 'Failed to generate API key',
      revoke: 'Failed to revoke API key',
      noKey: 'No API key available',
      usage: 'Failed to fetch API usage',
    },
  },
  relativeTime: {
    now: 'nå',
    /** From 2 days; CLDR's nb data says "døgn", which reads oddly for chat messages. */
    daysAgo: (n: number) => `for ${n} dager siden`,
  },
  quickActions: {
    label: 'Hurtighandlinger for siden',
    items: [
      { id: 'translate', label: 'Oversett siden', prompt: 'Oversett denne siden til norsk.' },
      { id: 'summarize', label: 'Oppsummer', prompt: 'Oppsummer artikkelen i kulepunkter.' },
      { id: 'prices', label: 'Finn priser', prompt: 'Finn priser og kostnader på siden.' },
      { id: 'todo', label: 'Lag gjøremålsliste', prompt: 'Lag en gjøremålsliste basert på innholdet.' },
      { id: 'improve', label: 'Foreslå forbedringer', prompt: 'Foreslå forbedringer for denne siden.' },
      { id: 'generate', label: 'Generer lignende innhold', prompt: 'Generer lignende innhold basert på denne siden.' },
    ] satisfies readonly ChatPromptAction[],
  },
  advanced: {
    title: 'Avansert AI',
    actions: [
      { id: 'sentiment', label: 'Sentimentanalyse', prompt: 'Utfør en sentimentanalyse av innholdet på denne siden.' },
      { id: 'competitors', label: 'Konkurrentanalyse', prompt: 'Lag en konkurrentanalyse basert på denne siden.' },
      { id: 'presentation', label: 'Lag presentasjon', prompt: 'Lag en presentasjon basert på innholdet på denne siden.' },
      { id: 'code', label: 'Generer kode', prompt: 'Generer kode basert på innholdet på denne siden.' },
      { id: 'seo', label: 'SEO-analyse', prompt: 'Utfør en SEO-analyse av denne siden.' },
      { id: 'images', label: 'Beskriv bilder', prompt: 'Beskriv bildene på denne siden.' },
      { id: 'translate', label: 'Oversett siden', prompt: 'Oversett denne siden til {language}.' },
    ] satisfies readonly ChatPromptAction[],
    /** The `{language}` placeholder of the translate action. */
    languagePlaceholder: '{language}',
    languageLabel: 'Språk',
    translate: 'Oversett',
    defaultLanguage: 'en',
    /** Spec B §9, in this order; the label is also what fills `{language}` (lower-cased). */
    languages: [
      { code: 'en', label: 'Engelsk' },
      { code: 'es', label: 'Spansk' },
      { code: 'fr', label: 'Fransk' },
      { code: 'de', label: 'Tysk' },
      { code: 'it', label: 'Italiensk' },
      { code: 'pt', label: 'Portugisisk' },
      { code: 'nl', label: 'Nederlandsk' },
      { code: 'sv', label: 'Svensk' },
      { code: 'da', label: 'Dansk' },
      { code: 'fi', label: 'Finsk' },
      { code: 'pl', label: 'Polsk' },
      { code: 'ru', label: 'Russisk' },
      { code: 'zh', label: 'Kinesisk' },
      { code: 'ja', label: 'Japansk' },
      { code: 'ko', label: 'Koreansk' },
      { code: 'ar', label: 'Arabisk' },
    ],
  },
} as const;

/** The Advanced AI translate instruction with the chosen language filled in, e.g. "… til engelsk." */
export function translatePagePrompt(languageLabel: string): string {
  const action = aiChatStrings.advanced.actions.find((a) => a.id === 'translate');
  const template = action?.prompt ?? 'Oversett denne siden til {language}.';
  return template.replace(aiChatStrings.advanced.languagePlaceholder, languageLabel.toLocaleLowerCase('nb'));
}
