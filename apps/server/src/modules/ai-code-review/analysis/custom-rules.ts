import type { CustomRule } from '@nova/shared';
import type { Finding } from './finding.js';

/** At most this many matches per custom rule, so a broad pattern cannot flood the review. */
const MAX_MATCHES_PER_RULE = 100;

/**
 * Custom rules in their simple form: each pattern is searched line by line (JavaScript regular
 * expression, Unicode mode); every match is an issue `custom/<id>` with the rule's message.
 */
export function customRuleFindings(lines: readonly string[], rules: readonly CustomRule[]): Finding[] {
  const findings: Finding[] = [];
  for (const custom of rules) {
    const pattern = new RegExp(custom.pattern, 'gu');
    let matches = 0;
    for (const [index, line] of lines.entries()) {
      if (matches >= MAX_MATCHES_PER_RULE) break;
      pattern.lastIndex = 0;
      const match = pattern.exec(line);
      if (!match) continue;
      matches++;
      findings.push({
        ruleId: `custom/${custom.id}`,
        source: 'custom',
        type: custom.type,
        severity: custom.severity,
        confidence: 1,
        title: custom.message,
        description: `${custom.message} (custom rule ${custom.id}: /${custom.pattern}/)`,
        line: index + 1,
        endLine: index + 1,
        column: match.index + 1,
        autoFixable: false,
        tags: ['custom', custom.id],
      });
    }
  }
  return findings;
}
