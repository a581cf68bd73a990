import type { ReviewPreferences } from '@nova/shared';
import { Linter } from 'eslint';
import type ts from 'typescript';
import { buildConfig, selectRules, TYPED_RULES } from './eslint-config.js';
import type { Finding } from './finding.js';
import { RULE_CATALOGUE, STYLE_RULES } from './rule-catalogue.js';
import { continuationLines } from './rules/indent.js';
import { REVIEW_DIR, type SourceKind } from './source-kind.js';

const linter = new Linter({ configType: 'flat', cwd: REVIEW_DIR });

/** Runs the selected ESLint rules and maps every message to a finding with its catalogue entry. */
export function lintFindings(
  code: string,
  kind: SourceKind,
  preferences: ReviewPreferences,
  program: ts.Program | null,
): { findings: Finding[]; indentSkip: Set<number> } {
  const rules = selectRules(preferences);
  const messages = linter.verify(code, buildConfig(rules, program, kind.jsx), { filename: kind.fileName });
  const findings: Finding[] = [];
  for (const message of messages) {
    if (message.fatal || !message.ruleId) continue; // a parse error: TypeScript reports it
    const style = STYLE_RULES[message.ruleId];
    const entry = RULE_CATALOGUE[message.ruleId];
    if (!style && !entry) continue;
    const suggestion = message.suggestions?.[0];
    const fix = message.fix ?? suggestion?.fix;
    const plugin = message.ruleId.includes('/') ? message.ruleId.split('/')[0] : 'eslint';
    findings.push({
      ruleId: message.ruleId,
      source: style ? 'style' : 'eslint',
      type: style ? 'style' : (entry?.type ?? 'code_smell'),
      severity: style ? 'low' : (entry?.severity ?? 'low'),
      confidence: style ? 1 : (entry?.confidence ?? 0.5),
      title: style ? style.title : (entry?.title ?? message.ruleId),
      description: suggestion && !message.fix ? `${message.message} Suggested: ${suggestion.desc}` : message.message,
      line: message.line,
      endLine: message.endLine ?? message.line,
      column: message.column,
      ...(fix ? { fix: { range: [fix.range[0], fix.range[1]] as [number, number], text: fix.text } } : {}),
      autoFixable: Boolean(message.fix) && !TYPED_RULES.has(message.ruleId),
      tags: [plugin ?? 'eslint', message.ruleId],
    });
  }
  const sourceCode = linter.getSourceCode();
  const indentSkip = sourceCode ? continuationLines([...sourceCode.ast.tokens, ...sourceCode.getAllComments()] as never) : new Set<number>();
  return { findings, indentSkip };
}

export { linter };
