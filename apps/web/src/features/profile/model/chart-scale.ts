/** The top of a bar chart's axis: the smallest 1, 2 or 5 × 10ⁿ at or above the largest value (at least 1). */
export function niceMax(largest: number): number {
  if (!Number.isFinite(largest) || largest <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(largest));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= largest) return step * magnitude;
  }
  return 10 * magnitude;
}

/** Whole-number axis labels from 0 to `max`, at most `count` intervals. */
export function axisTicks(max: number, count = 4): number[] {
  const step = Math.max(1, Math.ceil(max / count));
  const ticks: number[] = [];
  for (let value = 0; value <= max; value += step) ticks.push(value);
  if (ticks.at(-1) !== max) ticks.push(max);
  return ticks;
}

/** A bar's height in pixels for `value` on an axis from 0 to `max` drawn `height` pixels tall; never negative. */
export function barHeight(value: number, max: number, height: number): number {
  if (max <= 0 || value <= 0) return 0;
  return (Math.min(value, max) / max) * height;
}

export interface Peak {
  index: number;
  value: number;
}

/** The first largest value, or null when every value is 0. */
export function peakOf(values: readonly number[]): Peak | null {
  let peak: Peak | null = null;
  values.forEach((value, index) => {
    if (value > 0 && (!peak || value > peak.value)) peak = { index, value };
  });
  return peak;
}
