import { type AppliedFix, type AutoFixRequest, type ReviewPreferences, reviewPreferencesSchema } from '@nova/shared';
import type { Linter } from 'eslint';
import * as prettier from 'prettier';
import { buildConfig, selectRules, TYPED_RULES } from './eslint-config.js';
import { linter } from './lint.js';
import { STYLE_RULES } from './rule-catalogue.js';
import { resolveSourceKind, type SourceKind } from './source-kind.js';
import { syntaxErrorCount } from './typescript-program.js';

export interface AutoFixInput {
  code: string;
  issues: AutoFixRequest['issues'];
  language: string;
  filePath?: string;
  preferences?: ReviewPreferences;
}

export interface AutoFixResult {
  fixedCode: string;
  appliedFixes: AppliedFix[];
}

interface Requested {
  ruleId: string;
  line: number;
  originalCode: string;
}

const PRINT_WIDTH = 100;

/** The text of lines line… (1-based) with as many lines as `sample` has. */
function linesAt(lines: readonly string[], line: number, sample: string): string {
  const count = sample.split('\n').length;
  return lines.slice(line - 1, line - 1 + count).join('\n');
}

const stillThere = (lines: readonly string[]) => (r: Requested) => linesAt(lines, r.line, r.originalCode) === r.originalCode;

function prettierOptions(kind: SourceKind, preferences: ReviewPreferences): prettier.Options {
  const style = preferences.codingStyle;
  return {
    parser: kind.language === 'typescript' ? 'typescript' : 'babel',
    filepath: kind.fileName,
    tabWidth: style.indentSize,
    useTabs: false,
    singleQuote: style.quotes === 'single',
    semi: style.semicolons,
    trailingComma: style.trailingComma ? 'all' : 'none',
    printWidth: PRINT_WIDTH,
  };
}

const styleSummary = (preferences: ReviewPreferences) => {
  const style = preferences.codingStyle;
  return `Formatted with prettier: ${style.indentSize}-space indent, ${style.quotes} quotes, ${style.semicolons ? 'with' : 'without'} semicolons, ${style.trailingComma ? 'with' : 'without'} trailing commas`;
};

/**
 * ESLint's fixes for the requested issues whose lines still hold their originalCode, from one lint
 * pass: fixes are applied in source order and one that overlaps an earlier fix is left out (as
 * ESLint's own fixer does in each pass). One pass instead of ESLint's re-linting verifyAndFix
 * halves the cost on large files; the issues it leaves are still there on the next review.
 */
function eslintFixes(code: string, requested: readonly Requested[], rules: Linter.RulesRecord, kind: SourceKind, applied: Map<Requested, AppliedFix>): string {
  if (Object.keys(rules).length === 0 || requested.length === 0) return code;
  const lines = code.split('\n');
  const chosen: { range: readonly [number, number]; text: string; issue: Requested; description: string }[] = [];
  for (const message of linter.verify(code, buildConfig(rules, null, kind.jsx), { filename: kind.fileName })) {
    if (!message.fix || !message.ruleId) continue;
    const issue = requested.find((r) => r.ruleId === message.ruleId && r.line === message.line && stillThere(lines)(r));
    if (issue) chosen.push({ range: message.fix.range, text: message.fix.text, issue, description: message.message });
  }
  chosen.sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  let fixed = '';
  let position = 0;
  for (const fix of chosen) {
    if (fix.range[0] < position) continue;
    fixed += code.slice(position, fix.range[0]) + fix.text;
    position = fix.range[1];
    if (!applied.has(fix.issue)) applied.set(fix.issue, { ruleId: fix.issue.ruleId, line: fix.issue.line, description: fix.description });
  }
  return fixed + code.slice(position);
}

/**
 * Applies the deterministic fixes of the given issues whose lines still hold their originalCode
 * (so applying twice changes nothing): ESLint's fixers for the rule findings, and for the
 * coding-style findings prettier formatting the file per codingStyle (ESLint's style fixers when
 * prettier cannot). A result that no longer parses is never returned: the last one that does is.
 */
export async function autoFix(input: AutoFixInput): Promise<AutoFixResult> {
  const preferences = input.preferences ?? reviewPreferencesSchema.parse({});
  const kind = resolveSourceKind(input.language, input.filePath, input.code);
  const originalLines = input.code.split('\n');
  const requested: Requested[] = input.issues
    .filter((issue) => issue.autoFixable)
    .map((issue) => ({ ruleId: issue.ruleId, line: issue.line, originalCode: issue.originalCode }))
    .filter(stillThere(originalLines));
  const selected = selectRules({ ...preferences, focusAreas: [], strictnessLevel: 'strict' });
  const ruleSet = (style: boolean) => {
    const rules: Linter.RulesRecord = {};
    for (const { ruleId } of requested) {
      const entry = selected[ruleId];
      if (entry && !TYPED_RULES.has(ruleId) && ruleId in STYLE_RULES === style) rules[ruleId] = entry;
    }
    return rules;
  };
  const allowedErrors = syntaxErrorCount(input.code, kind);
  const parses = (code: string) => syntaxErrorCount(code, kind) <= allowedErrors;

  const applied = new Map<Requested, AppliedFix>();
  let code = eslintFixes(input.code, requested, ruleSet(false), kind, applied);
  if (code !== input.code && !parses(code)) {
    code = input.code;
    applied.clear();
  }

  const styleIssues = requested.filter((r) => r.ruleId in STYLE_RULES);
  if (styleIssues.length > 0) {
    let formatted: string | null = null;
    try {
      formatted = await prettier.format(code, prettierOptions(kind, preferences));
    } catch {
      // prettier refuses code it cannot parse; ESLint's style fixers work line by line.
    }
    if (formatted !== null && parses(formatted)) {
      const description = styleSummary(preferences);
      if (formatted !== code) for (const issue of styleIssues) applied.set(issue, { ruleId: issue.ruleId, line: issue.line, description });
      code = formatted;
    } else {
      const styled = eslintFixes(code, styleIssues, ruleSet(true), kind, applied);
      if (parses(styled)) code = styled;
    }
  }
  return { fixedCode: code, appliedFixes: [...applied.values()].sort((a, b) => a.line - b.line || a.ruleId.localeCompare(b.ruleId)) };
}
