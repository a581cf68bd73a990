/** The help view (F1). Its shortcut names come from the shortcut strings, which the spec gives in English. */
export const helpStrings = {
  title: 'Hjelp',
  description: 'Alle hurtigtaster med dine gjeldende taster, og en kort innføring i arbeidsflaten.',
  search: 'Søk i hurtigtaster',
  shortcuts: 'Hurtigtaster',
  disabled: 'av',
  empty: 'Ingen hurtigtaster passer søket.',
  editShortcuts: 'Endre hurtigtaster',
  tutorial: {
    title: 'Kom i gang',
    steps: [
      'Ctrl+K åpner kommandopaletten: søk etter sider, verktøy og handlinger.',
      'Sidepanelene til venstre og høyre holder verktøyene dine. Bytt verktøy i panelets meny, eller bruk Alt+1 … Alt+0 (Alt+Shift for høyre side).',
      'Dra i kanten mellom panel og side for å endre bredden, eller bruk piltastene når kanten har fokus.',
      '«Oppsett» øverst til høyre har ferdige oppsett, flytende paneler og lagring av egne oppsett.',
      'F1 viser denne hjelpen. Hurtigtastene kan endres, eksporteres og importeres.',
    ],
  },
} as const;
