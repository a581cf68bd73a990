/** Spec B §9: 1000 uses or more show as thousands with one decimal ("1.2k"). */
export function formatUsageCount(count: number): string {
  if (count < 1000) return String(count);
  return `${(Math.floor(count / 100) / 10).toFixed(1)}k`;
}
