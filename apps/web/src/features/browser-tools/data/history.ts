export interface HistoryItem {
  id: string;
  title: string;
  url: string;
  /** Local time of the visit, HH:mm. */
  time: string;
}

export const historyToday: readonly HistoryItem[] = [
  { id: 'h-1', title: 'Proff – Fjordtech AS', url: 'https://www.proff.no/selskap/fjordtech-as', time: '14:32' },
  { id: 'h-2', title: 'LinkedIn: Ingrid Solberg', url: 'https://www.linkedin.com/in/ingrid-solberg', time: '13:05' },
  { id: 'h-3', title: 'Gule Sider – IT-konsulenter Oslo', url: 'https://www.gulesider.no/it-konsulenter/oslo', time: '10:47' },
  { id: 'h-4', title: 'Google Sheets – Leadliste Q3', url: 'https://docs.google.com/spreadsheets/d/leadliste', time: '09:12' },
];

export const historyYesterday: readonly HistoryItem[] = [
  { id: 'h-5', title: 'HubSpot – Kontakter', url: 'https://app.hubspot.com/contacts', time: '16:58' },
  { id: 'h-6', title: 'Brønnøysundregistrene – Enhetsregisteret', url: 'https://www.brreg.no/enhetsregisteret', time: '15:20' },
  { id: 'h-7', title: 'Salesforce – Leads', url: 'https://login.salesforce.com/leads', time: '11:03' },
];
