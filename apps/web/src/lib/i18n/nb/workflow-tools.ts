/** Norwegian strings for the Workflow Tools panel. */
export const workflowToolsStrings = {
  panel: {
    title: 'Arbeidsflytverktøy',
    description: 'Hurtighandlinger, noder, AI-hjelp og stemme. Eksempeldata – ingenting kjøres.',
  },
  quickActions: {
    heading: 'Hurtighandlinger',
    items: {
      new: 'Ny arbeidsflyt',
      run: 'Kjør arbeidsflyt',
      stop: 'Stopp arbeidsflyt',
      save: 'Lagre arbeidsflyt',
      test: 'Test arbeidsflyt',
    },
    placeholderDescription: 'Plassholder – ingenting er kjørt eller lagret.',
  },
  palette: {
    heading: 'Nodepalett',
    hint: 'Dra en node inn i arbeidsflyten.',
    roleDescription: 'dragbar node',
    categories: {
      trigger: 'Utløsere',
      browser: 'Nettleser',
      ai: 'AI',
      logic: 'Logikk',
      output: 'Utdata',
    },
    activatedTitle: (label: string) => `Noden «${label}»`,
    activatedDescription: 'Dra noden inn i en arbeidsflyt for å bruke den.',
  },
  assistant: {
    heading: 'AI-assistent',
    label: 'Beskriv arbeidsflyten du vil lage',
    placeholder: 'F.eks. Hent nye leads hver morgen og send meg et sammendrag',
    suggestionsLabel: 'Forslag',
    submit: 'Foreslå arbeidsflyt',
    submittedTitle: 'Eksempelpanel',
    submittedDescription: 'Dette panelet viser eksempeldata, så ingen arbeidsflyt ble laget og ingenting ble sendt.',
  },
  voice: {
    heading: 'Talestyring',
    toggle: 'Lyttemodus',
    listening: 'Lyttemodus er på (bare en visuell markering i dette eksempelpanelet; ingen lyd tas opp).',
    idle: 'Lyttemodus er av.',
    examplesHeading: 'Eksempler på kommandoer',
  },
  learning: {
    heading: 'Læring',
    label: 'Lær av arbeidsflytene mine',
    description: 'Lokal bryter i denne visningen. Ingenting lagres eller sendes.',
  },
} as const;
