export type KpiId = 'totalLeads' | 'conversionRate' | 'dataQuality' | 'activeSources';

export interface Kpi {
  id: KpiId;
  value: number;
  unit: 'count' | 'percent';
  /** Change from the previous period, in percent. */
  changePercent: number;
}

export const sampleKpis: readonly Kpi[] = [
  { id: 'totalLeads', value: 12847, unit: 'count', changePercent: 12.5 },
  { id: 'conversionRate', value: 24.3, unit: 'percent', changePercent: 3.2 },
  { id: 'dataQuality', value: 94.2, unit: 'percent', changePercent: 1.8 },
  { id: 'activeSources', value: 8, unit: 'count', changePercent: -2.1 },
];
