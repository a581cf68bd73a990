/** Norwegian strings for the Data Analytics side panel. */
export const dataAnalyticsStrings = {
  title: 'Data Analytics',
  description: 'Nøkkeltall, trender og eksport av innsamlede leads.',
  tabsLabel: 'Data Analytics-faner',
  tabs: {
    overview: 'Oversikt',
    metrics: 'Metrikker',
    export: 'Eksport',
  },
  kpis: {
    title: 'Nøkkeltall',
    labels: {
      totalLeads: 'Leads totalt',
      conversionRate: 'Konverteringsrate',
      dataQuality: 'Datakvalitet',
      activeSources: 'Aktive kilder',
    },
    change: (change: string) => `${change} fra forrige periode`,
  },
  distribution: {
    title: 'Datafordeling',
    labels: {
      emails: 'E-poster',
      phones: 'Telefonnumre',
      companies: 'Bedrifter',
      social: 'Sosiale profiler',
    },
    barLabel: (label: string) => `Andel ${label}`,
  },
  activity: {
    title: 'Siste aktivitet',
    minutesAgo: (minutes: number) => `for ${minutes} min siden`,
    hoursAgo: (hours: number) => `for ${hours} t siden`,
  },
  metrics: {
    metricLabel: 'Metrikk',
    periodLabel: 'Periode',
    chartLabel: (metric: string, period: string) => `${metric}, ${period}`,
    chartDescription: (values: string) => `Verdier: ${values}`,
    options: {
      leads: 'Leads',
      conversion: 'Konvertering',
      quality: 'Datakvalitet',
      source: 'Kilder',
    },
    periods: {
      '24h': '24t',
      '7d': '7d',
      '30d': '30d',
      year: 'År',
    },
    periodNames: {
      '24h': 'siste 24 timer',
      '7d': 'siste 7 dager',
      '30d': 'siste 30 dager',
      year: 'siste år',
    },
  },
  export: {
    formatsTitle: 'Eksportformat',
    integrationsTitle: 'Integrasjoner',
    exportAction: (format: string) => `Eksporter som ${format}`,
    connect: 'Koble til',
    connectLabel: (name: string) => `Koble til ${name}`,
    formatDescriptions: {
      excel: 'Regneark med én fane per kilde',
      csv: 'Kommaseparert tekst for import',
      json: 'Strukturerte data for utviklere',
    },
    integrationDescriptions: {
      salesforce: 'Synkroniser leads til CRM',
      hubspot: 'Opprett kontakter og selskaper',
      googleSheets: 'Skriv resultater til et regneark',
    },
  },
} as const;
