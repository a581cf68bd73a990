export type ExportFormatId = 'excel' | 'csv' | 'json';

export interface ExportFormat {
  id: ExportFormatId;
  name: string;
}

export const exportFormats: readonly ExportFormat[] = [
  { id: 'excel', name: 'Excel' },
  { id: 'csv', name: 'CSV' },
  { id: 'json', name: 'JSON' },
];

export type IntegrationId = 'salesforce' | 'hubspot' | 'googleSheets';

export interface Integration {
  id: IntegrationId;
  name: string;
}

export const integrations: readonly Integration[] = [
  { id: 'salesforce', name: 'Salesforce' },
  { id: 'hubspot', name: 'HubSpot' },
  { id: 'googleSheets', name: 'Google Sheets' },
];
