export const METRICS = ['leads', 'conversion', 'quality', 'source'] as const;
export type Metric = (typeof METRICS)[number];

export const PERIODS = ['24h', '7d', '30d', 'year'] as const;
export type Period = (typeof PERIODS)[number];

export const DEFAULT_METRIC: Metric = 'leads';
export const DEFAULT_PERIOD: Period = '30d';

/** Static sample series for the chart placeholder, one per metric. */
export const sampleMetricSeries: Record<Metric, readonly number[]> = {
  leads: [320, 410, 380, 520, 610, 580, 720],
  conversion: [18, 21, 19, 23, 22, 25, 24],
  quality: [88, 90, 89, 92, 93, 94, 94],
  source: [42, 35, 51, 28, 46, 39, 55],
};
