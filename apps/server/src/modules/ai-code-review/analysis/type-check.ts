import type { CodeReviewIssueType, CodeReviewSeverity } from '@nova/shared';
import ts from 'typescript';
import type { Finding } from './finding.js';
import type { ReviewProgram } from './typescript-program.js';
import type { SourceKind } from './source-kind.js';

/** The review sees one file: imports are `any`, so what only a project could answer is not reported. */
const PROJECT_ONLY = new Set([2307, 2792, 7016, 2347, 2875, 7026, 1208]);
/**
 * In JavaScript only what is wrong whatever the types turn out to be: unknown names, wrong
 * argument counts, assignments to constants, redeclarations, use before declaration, calling
 * something that is not callable and comparisons that can never be true.
 */
const JAVASCRIPT_CODES = new Set([2304, 2552, 2554, 2588, 2451, 2448, 2349, 2367, 2365]);

const LOGIC_CODES = new Set([2367, 2845, 2801]);

function classify(code: number, syntax: boolean): { type: CodeReviewIssueType; severity: CodeReviewSeverity; title: string } {
  if (syntax) return { type: 'bug', severity: 'critical', title: 'Syntax error' };
  if (LOGIC_CODES.has(code)) return { type: 'logic_error', severity: 'high', title: 'Comparison that can never be true' };
  if (code === 2304 || code === 2552) return { type: 'type_error', severity: 'high', title: 'Unknown name' };
  return { type: 'type_error', severity: 'high', title: 'Type error' };
}

/** TypeScript's syntax and type diagnostics for the reviewed file, as findings (`ts/<code>`). */
export function typeCheck(review: ReviewProgram, kind: SourceKind): { findings: Finding[]; syntaxErrors: number } {
  const { program, sourceFile } = review;
  const syntactic = program.getSyntacticDiagnostics(sourceFile);
  const semantic = syntactic.length > 0 ? [] : program.getSemanticDiagnostics(sourceFile);
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const [syntax, diagnostics] of [
    [true, syntactic],
    [false, semantic],
  ] as const) {
    for (const diagnostic of diagnostics) {
      if (diagnostic.category !== ts.DiagnosticCategory.Error || diagnostic.start === undefined) continue;
      if (!syntax && PROJECT_ONLY.has(diagnostic.code)) continue;
      if (!syntax && kind.language === 'javascript' && !JAVASCRIPT_CODES.has(diagnostic.code)) continue;
      const start = sourceFile.getLineAndCharacterOfPosition(diagnostic.start);
      const end = sourceFile.getLineAndCharacterOfPosition(diagnostic.start + (diagnostic.length ?? 0));
      const key = `${diagnostic.code}:${diagnostic.start}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const { type, severity, title } = classify(diagnostic.code, syntax);
      findings.push({
        ruleId: `ts/${diagnostic.code}`,
        source: 'typescript',
        type,
        severity,
        confidence: syntax ? 1 : kind.language === 'typescript' ? 0.95 : 0.85,
        title,
        description: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
        line: start.line + 1,
        endLine: end.line + 1,
        column: start.character + 1,
        autoFixable: false,
        tags: ['typescript', `TS${diagnostic.code}`],
      });
    }
  }
  return { findings, syntaxErrors: syntactic.length };
}
