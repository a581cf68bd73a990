export interface ActivityEntry {
  id: string;
  text: string;
  minutesAgo: number;
}

export const sampleActivity: readonly ActivityEntry[] = [
  { id: 'act-1', text: '312 nye leads fra «IT-konsulenter i Oslo»', minutesAgo: 5 },
  { id: 'act-2', text: 'E-postverifisering fullført for 148 kontakter', minutesAgo: 18 },
  { id: 'act-3', text: 'Eksport til CSV lastet ned', minutesAgo: 42 },
  { id: 'act-4', text: 'Scraping av «Byggfirma i Trondheim» feilet', minutesAgo: 95 },
];
