/**
 * Whether preferences.ignoredRules switches a rule off: an exact id (`eqeqeq`, `sonarjs/no-dead-store`,
 * `ts/2322`, `custom/no-lodash`, `quotes`) or a prefix ending in `*` (`sonarjs/*`, `ts/*`).
 */
export function isIgnored(ruleId: string, ignoredRules: readonly string[]): boolean {
  return ignoredRules.some((pattern) => (pattern.endsWith('*') ? ruleId.startsWith(pattern.slice(0, -1)) : ruleId === pattern));
}
