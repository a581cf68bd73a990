import { STYLE_ASPECTS, type CodingStyle, type StyleAspect } from '@nova/shared';
import ts from 'typescript';
import type { Finding } from './finding.js';
import { STYLE_RULES } from './rule-catalogue.js';
import { checkIndentation } from './rules/indent.js';

export interface StyleCheck {
  aspect: StyleAspect;
  expected: string;
  matching: number;
  violations: number;
}

const SEMICOLON_STATEMENTS = new Set([
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.ExpressionStatement,
  ts.SyntaxKind.ReturnStatement,
  ts.SyntaxKind.ThrowStatement,
  ts.SyntaxKind.BreakStatement,
  ts.SyntaxKind.ContinueStatement,
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.ExportAssignment,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.DoStatement,
  ts.SyntaxKind.DebuggerStatement,
]);

/** Places where each style preference applies in the file: string literals, statements, multiline lists. */
function countPlaces(sourceFile: ts.SourceFile): Record<'quotes' | 'semicolons' | 'trailingComma', number> {
  const counts = { quotes: 0, semicolons: 0, trailingComma: 0 };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) && !ts.isJsxAttribute(node.parent)) counts.quotes++;
    if (SEMICOLON_STATEMENTS.has(node.kind)) counts.semicolons++;
    if (ts.isArrayLiteralExpression(node) || ts.isObjectLiteralExpression(node) || ts.isNamedImports(node) || ts.isNamedExports(node)) {
      const elements = ts.isArrayLiteralExpression(node) ? node.elements : ts.isObjectLiteralExpression(node) ? node.properties : node.elements;
      const startLine = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line;
      const endLine = sourceFile.getLineAndCharacterOfPosition(node.end).line;
      if (elements.length > 0 && endLine > startLine) counts.trailingComma++;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return counts;
}

/**
 * How the code follows each codingStyle preference. `userStyleMatches` is the number of the four
 * preferences the code follows without a single violation.
 */
export function styleChecks(
  sourceFile: ts.SourceFile,
  lines: readonly string[],
  style: CodingStyle,
  findings: readonly Finding[],
  indentSkip: ReadonlySet<number>,
): { checks: StyleCheck[]; userStyleMatches: number } {
  const violations = Object.fromEntries(STYLE_ASPECTS.map((aspect) => [aspect, 0])) as Record<StyleAspect, number>;
  for (const finding of findings) {
    const rule = STYLE_RULES[finding.ruleId];
    if (rule) violations[rule.aspect]++;
  }
  const places = countPlaces(sourceFile);
  const indentChecked = checkIndentation(lines, style.indentSize, indentSkip).checked;
  const totals: Record<StyleAspect, number> = {
    indentSize: indentChecked,
    quotes: places.quotes,
    semicolons: places.semicolons,
    trailingComma: places.trailingComma,
  };
  const expected: Record<StyleAspect, string> = {
    indentSize: `${style.indentSize} spaces`,
    quotes: style.quotes,
    semicolons: style.semicolons ? 'always' : 'never',
    trailingComma: style.trailingComma ? 'multiline lists' : 'never',
  };
  const checks = STYLE_ASPECTS.map((aspect) => ({
    aspect,
    expected: expected[aspect],
    violations: violations[aspect],
    matching: Math.max(0, totals[aspect] - violations[aspect]),
  }));
  return { checks, userStyleMatches: checks.filter((c) => c.violations === 0).length };
}
