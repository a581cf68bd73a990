const countFormat = new Intl.NumberFormat('nb-NO');

export function formatCount(value: number): string {
  return countFormat.format(value);
}
