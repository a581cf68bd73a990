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

/**
 * Applies the deterministic fixes of the given issues: each ESLint fix whose rule and line match
 * an issue whose originalCode is still what the code holds there (so applying twice changes
 * nothing), then, when a coding-style issue was among them, formats the file with prettier per
 * codingStyle. A result that no longer parses is never returned: the last version that does is.
 */
export async function autoFix(input: AutoFixInput): Promise<AutoFixResult> {
  const preferences = input.preferences ?? reviewPreferencesSchema.parse({});
  const kind = resolveSourceKind(input.language, input.filePath, input.code);
  const requested: Requested[] = input.issues
    .filter((issue) => issue.autoFixable)
    .map((issue) => ({ ruleId: issue.ruleId, line: issue.line, originalCode: issue.originalCode }));
  const selected = selectRules({ ...preferences, focusAreas: [], strictnessLevel: 'strict' });
  const rules: Linter.RulesRecord = {};
  for (const { ruleId } of requested) {
    const entry = selected[ruleId];
    if (entry && !TYPED_RULES.has(ruleId)) rules[ruleId] = entry;
  }

  const originalLines = input.code.split('\n');
  const applied = new Map<Requested, AppliedFix>();
  let code = input.code;
  if (Object.keys(rules).length > 0) {
    let currentLines = originalLines;
    let currentText = input.code;
    // ESLint accepts a predicate for `fix` (documented), though its types say boolean.
    const options = {
      filename: kind.fileName,
      fix: (message: Linter.LintMessage) => {
        // ESLint re-lints after each pass; keep the lines of the text this message belongs to.
        const text = linter.getSourceCode()?.text ?? currentText;
        if (text !== currentText) {
          currentText = text;
          currentLines = text.split('\n');
        }
        const match = requested.find(
          (r) => r.ruleId === message.ruleId && r.line === message.line && linesAt(currentLines, r.line, r.originalCode) === r.originalCode,
        );
        if (match && !applied.has(match)) applied.set(match, { ruleId: match.ruleId, line: match.line, description: message.message });
        return Boolean(match);
      },
    } as unknown as Linter.FixOptions;
    const result = linter.verifyAndFix(input.code, buildConfig(rules, null, kind.jsx), options);
    if (result.fixed && syntaxErrorCount(result.output, kind) <= syntaxErrorCount(input.code, kind)) code = result.output;
    else applied.clear();
  }

  const styleRequested = requested.some(
    (r) => r.ruleId in STYLE_RULES && linesAt(originalLines, r.line, r.originalCode) === r.originalCode,
  );
  if (styleRequested) {
    try {
      const formatted = await prettier.format(code, prettierOptions(kind, preferences));
      if (formatted !== code && syntaxErrorCount(formatted, kind) === 0) {
        code = formatted;
        const style = preferences.codingStyle;
        applied.set({ ruleId: 'prettier', line: 1, originalCode: '' }, {
          ruleId: 'prettier',
          line: 1,
          description: `Formatted with prettier: ${style.indentSize}-space indent, ${style.quotes} quotes, ${style.semicolons ? 'with' : 'without'} semicolons, ${style.trailingComma ? 'with' : 'without'} trailing commas`,
        });
      }
    } catch {
      // prettier cannot format code it cannot parse; the ESLint fixes stand on their own.
    }
  }
  return { fixedCode: code, appliedFixes: [...applied.values()].sort((a, b) => a.line - b.line) };
}
