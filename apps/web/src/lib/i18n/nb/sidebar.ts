import type { ToolCategory, ToolId } from '@nova/shared';

interface ToolText {
  name: string;
  description: string;
  features: string[];
}

export const sidebarStrings = {
  sides: { left: 'Venstre sidepanel', right: 'Høyre sidepanel' },
  collapse: (sideName: string) => `Skjul ${sideName.toLowerCase()}`,
  expand: (sideName: string) => `Vis ${sideName.toLowerCase()}`,
  resize: (sideName: string) => `Endre bredde på ${sideName.toLowerCase()}`,
  switchTool: (sideName: string) => `Bytt verktøy i ${sideName.toLowerCase()}`,
  addTab: (sideName: string) => `Legg til fane i ${sideName.toLowerCase()}`,
  removeTab: (toolName: string) => `Fjern fanen ${toolName}`,
  tabsLabel: (sideName: string) => `Verktøy i ${sideName.toLowerCase()}`,
  panelFailed: 'Panelet kunne ikke lastes.',
  retry: 'Prøv igjen',
  loadingPanel: 'Laster panel …',
  generic: {
    features: 'Funksjoner',
    shortcut: 'Hurtigtast',
    category: 'Kategori',
  },
  categories: {
    data: 'Data',
    browser: 'Nettleser',
    automation: 'Automatisering',
    development: 'Utvikling',
    custom: 'Egendefinert',
  } satisfies Record<ToolCategory, string>,
  floating: {
    region: 'Flytende paneler',
    move: (toolName: string) => `Flytt panelet ${toolName} (piltaster)`,
    close: (toolName: string) => `Lukk panelet ${toolName}`,
  },
  chatOverlay: 'Åpne AI-chat',
  menu: {
    trigger: 'Oppsett',
    title: 'Oppsett av arbeidsflaten',
    presets: 'Forhåndsoppsett',
    view: 'Visning',
    floatingMode: 'Flytende paneler',
    addFloating: 'Legg til flytende panel',
    addFloatingButton: 'Legg til',
    chatOverlay: 'Vis AI-chat-knapp',
    gapSize: 'Mellomrom (px)',
    saved: 'Lagrede oppsett',
    layoutName: 'Navn på oppsett',
    save: 'Lagre',
    noSaved: 'Ingen lagrede oppsett ennå.',
    load: (name: string) => `Last inn oppsett ${name}`,
    remove: (name: string) => `Slett oppsett ${name}`,
    reset: 'Tilbakestill oppsett',
    nameRequired: 'Skriv inn et navn for oppsettet.',
    nameTooLong: (max: number) => `Navnet kan være høyst ${max} tegn.`,
  },
  toasts: {
    presetApplied: (name: string) => `Oppsett brukt: ${name}`,
    saved: (name: string) => `Oppsettet «${name}» er lagret`,
    loaded: (name: string) => `Oppsettet «${name}» er lastet inn`,
    deleted: (name: string) => `Oppsettet «${name}» er slettet`,
    reset: 'Oppsettet er tilbakestilt',
    storageFailed: 'Kunne ikke lagre i nettleseren',
  },
  presets: {
    'scraping-mode': {
      name: 'Scraping-modus',
      description: 'Lead scraping til venstre og dataanalyse til høyre – for å finne og vurdere nye leads.',
    },
    'dev-mode': {
      name: 'Utviklermodus',
      description: 'Utviklerverktøy til venstre og AI-assistenten til høyre – for koding og kodegjennomgang.',
    },
    automation: {
      name: 'Automatisering',
      description: 'Arbeidsflyter til venstre og nettleserverktøy til høyre – for å automatisere oppgaver på nettet.',
    },
    research: {
      name: 'Research',
      description: 'AI-assistenten til venstre, og lead scraping med dataanalyse som fane til høyre – for grundig research.',
    },
  },
  tools: {
    'lead-scraping': {
      name: 'Lead Scraping',
      description: 'Finn bedrifter, e-postadresser og telefonnumre fra flere kilder.',
      features: ['Søk i flere datakilder', 'E-post, telefon og bedriftsdata', 'Aktive jobber med fremdrift', 'GDPR-modus'],
    },
    'data-analytics': {
      name: 'Data Analytics',
      description: 'Nøkkeltall, metrikker og eksport av leads.',
      features: ['KPI-oversikt', 'Metrikker per periode', 'Eksport til Excel, CSV og JSON', 'Integrasjoner'],
    },
    'browser-tools': {
      name: 'Browser Tools',
      description: 'Historikk, bokmerker, nedlastinger og utvidelser.',
      features: ['Søk i historikken', 'Bokmerker i mapper', 'Nedlastinger', 'Utvidelser'],
    },
    'ai-chat': {
      name: 'AI Chat',
      description: 'Chat med AI-assistenten om siden du ser på.',
      features: ['Sidekontekst', 'Slash-kommandoer', 'Stemme inn og ut', 'Eksport av samtaler'],
    },
    outreach: {
      name: 'Outreach Engine',
      description: 'Signalbaserte B2B-kampanjer med oppfølgingssekvenser.',
      features: ['Kampanjer', 'Prospekter', 'Signaler', 'Analyse'],
    },
    developer: {
      name: 'Developer Tools',
      description: 'Data, analyse, AI-kodegjennomgang, utvikling og overvåking.',
      features: ['AI-kodegjennomgang', 'Metrikker for kodekvalitet', 'Automatiske rettelser', 'Overvåking'],
    },
    workflow: {
      name: 'Workflow Tools',
      description: 'Hurtighandlinger, nodepalett og AI-assistent for arbeidsflyter.',
      features: ['Hurtighandlinger', 'Nodepalett med dra og slipp', 'AI-forslag', 'Stemmestyring'],
    },
    'ai-assistant': {
      name: 'AI-assistent',
      description: 'Den samme AI-chatten, som assistent ved siden av arbeidet ditt.',
      features: ['Sidekontekst', 'Hurtighandlinger for siden', 'Promptbibliotek', 'Stemme inn og ut'],
    },
    'security-privacy': {
      name: 'Sikkerhet og personvern',
      description: 'Oversikt over sporing, informasjonskapsler og tillatelser.',
      features: ['Sporingsblokkering', 'Informasjonskapsler', 'Tillatelser per nettsted', 'Sikker tilkobling'],
    },
    integrations: {
      name: 'Integrasjoner',
      description: 'Koble arbeidsflaten til andre systemer.',
      features: ['Salesforce', 'HubSpot', 'Google Sheets', 'Webhooks'],
    },
    'quick-actions': {
      name: 'Hurtighandlinger',
      description: 'Vanlige handlinger samlet på ett sted.',
      features: ['Skjermbilde', 'Del side', 'Oppsummer side', 'Kopier lenke'],
    },
    custom: {
      name: 'Egendefinert',
      description: 'Et eget verktøy du setter sammen selv.',
      features: ['Egne snarveier', 'Egne paneler', 'Egne arbeidsflyter'],
    },
  } satisfies Record<ToolId, ToolText>,
};
