export type DistributionId = 'emails' | 'phones' | 'companies' | 'social';

export interface DistributionEntry {
  id: DistributionId;
  count: number;
  /** Share of all collected records, 0-100. */
  percent: number;
}

export const sampleDistribution: readonly DistributionEntry[] = [
  { id: 'emails', count: 5524, percent: 43 },
  { id: 'phones', count: 3597, percent: 28 },
  { id: 'companies', count: 2569, percent: 20 },
  { id: 'social', count: 1157, percent: 9 },
];
