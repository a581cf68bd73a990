export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  /** The budget the issue names; the figure passes when value <= budget. */
  budget: number;
  detail?: string;
}
