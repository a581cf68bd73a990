import type { ReviewMetrics } from '@nova/shared';
import ts from 'typescript';

export interface UnitMetrics {
  name: string;
  line: number;
  cyclomatic: number;
  cognitive: number;
  halsteadVolume: number;
  sloc: number;
  params: number;
}

export interface CodeMetrics {
  units: UnitMetrics[];
  metrics: ReviewMetrics;
}

type FunctionLike = ts.FunctionLikeDeclaration;

const isFunctionLike = (node: ts.Node): node is FunctionLike =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

const LOGICAL = new Set([
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
]);

const isLoop = (node: ts.Node) =>
  ts.isForStatement(node) || ts.isForInStatement(node) || ts.isForOfStatement(node) || ts.isWhileStatement(node) || ts.isDoStatement(node);

function unitName(node: FunctionLike, sourceFile: ts.SourceFile): string {
  if (node.name) return node.name.getText(sourceFile);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText(sourceFile);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  return '(anonymous)';
}

/** McCabe: 1 + branches (if, ?:, case, loops, catch, &&, ||, ??) of the function, nested functions excluded. */
function cyclomatic(body: ts.Node): number {
  let count = 1;
  const visit = (node: ts.Node) => {
    if (isFunctionLike(node)) return;
    if (ts.isIfStatement(node) || ts.isConditionalExpression(node) || ts.isCaseClause(node) || isLoop(node) || ts.isCatchClause(node)) count++;
    if (ts.isBinaryExpression(node) && LOGICAL.has(node.operatorToken.kind)) count++;
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return count;
}

/**
 * Cognitive complexity after SonarSource's definition: +1 for each break in linear flow (if, else,
 * ?:, switch, loops, catch, each run of like logical operators, labelled jumps), plus the nesting
 * level for the nesting structures; nested functions raise the nesting level.
 */
function cognitive(fn: FunctionLike): number {
  let total = 0;
  const logicalRuns = (node: ts.BinaryExpression): number => {
    const operators: ts.SyntaxKind[] = [];
    const flatten = (n: ts.Expression) => {
      const inner = ts.isParenthesizedExpression(n) ? n.expression : n;
      if (ts.isBinaryExpression(inner) && LOGICAL.has(inner.operatorToken.kind)) {
        flatten(inner.left);
        operators.push(inner.operatorToken.kind);
        flatten(inner.right);
      }
    };
    flatten(node);
    return operators.filter((op, i) => i === 0 || op !== operators[i - 1]).length;
  };
  const visit = (node: ts.Node, nesting: number) => {
    if (isFunctionLike(node)) {
      if (node.body) ts.forEachChild(node.body, (child) => visit(child, nesting + 1));
      return;
    }
    if (ts.isIfStatement(node)) {
      const isElseIf = ts.isIfStatement(node.parent) && node.parent.elseStatement === node;
      total += isElseIf ? 1 : 1 + nesting;
      visit(node.expression, nesting);
      visit(node.thenStatement, nesting + 1);
      if (node.elseStatement) {
        if (ts.isIfStatement(node.elseStatement)) visit(node.elseStatement, nesting);
        else {
          total += 1;
          visit(node.elseStatement, nesting + 1);
        }
      }
      return;
    }
    if (ts.isConditionalExpression(node) || ts.isSwitchStatement(node) || isLoop(node) || ts.isCatchClause(node)) {
      total += 1 + nesting;
      ts.forEachChild(node, (child) => visit(child, nesting + 1));
      return;
    }
    if (ts.isBinaryExpression(node) && LOGICAL.has(node.operatorToken.kind)) {
      const parent = ts.isParenthesizedExpression(node.parent) ? node.parent.parent : node.parent;
      const partOfRun = ts.isBinaryExpression(parent) && LOGICAL.has(parent.operatorToken.kind);
      if (!partOfRun) total += logicalRuns(node);
    }
    if ((ts.isBreakStatement(node) || ts.isContinueStatement(node)) && node.label) total += 1;
    ts.forEachChild(node, (child) => visit(child, nesting));
  };
  if (fn.body) ts.forEachChild(fn.body, (child) => visit(child, 0));
  return total;
}

const OPERAND_KINDS = new Set([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.PrivateIdentifier,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.TrueKeyword,
  ts.SyntaxKind.FalseKeyword,
  ts.SyntaxKind.NullKeyword,
  ts.SyntaxKind.ThisKeyword,
  ts.SyntaxKind.JsxText,
]);
const CLOSERS = new Set([ts.SyntaxKind.CloseParenToken, ts.SyntaxKind.CloseBracketToken, ts.SyntaxKind.CloseBraceToken]);

interface Token {
  pos: number;
  line: number;
  text: string;
  operand: boolean;
}

/** Every token of the file with its line; the source file's own AST gives template and JSX contexts. */
function tokens(sourceFile: ts.SourceFile): Token[] {
  const result: Token[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind >= ts.SyntaxKind.FirstToken && node.kind <= ts.SyntaxKind.LastToken) {
      const pos = node.getStart(sourceFile);
      if (node.kind !== ts.SyntaxKind.EndOfFileToken && !CLOSERS.has(node.kind)) {
        result.push({
          pos,
          line: sourceFile.getLineAndCharacterOfPosition(pos).line,
          text: node.getText(sourceFile),
          operand: OPERAND_KINDS.has(node.kind),
        });
      }
      return;
    }
    for (const child of node.getChildren(sourceFile)) visit(child);
  };
  visit(sourceFile);
  return result;
}

/** Halstead volume N × log2(n) over the tokens: identifiers and literals are operands, the rest operators. */
function halsteadVolume(unitTokens: readonly Token[]): number {
  if (unitTokens.length === 0) return 0;
  const operators = new Set<string>();
  const operands = new Set<string>();
  for (const token of unitTokens) (token.operand ? operands : operators).add(token.text);
  const vocabulary = Math.max(2, operators.size + operands.size);
  return unitTokens.length * Math.log2(vocabulary);
}

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));
const round1 = (value: number) => Math.round(value * 10) / 10;
const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

/** Maintainability index, Visual Studio's variant scaled to 0–100. */
const maintainabilityIndex = (volume: number, cc: number, sloc: number) =>
  ((171 - 5.2 * Math.log(Math.max(1, volume)) - 0.23 * cc - 16.2 * Math.log(Math.max(1, sloc))) * 100) / 171;

const HIDDEN_DEPENDENCY = /\b(Date\.now|new Date\(\)|Math\.random|fetch\(|localStorage|sessionStorage|document\.|window\.)/g;

/** The review's metrics, each 0–100, computed from the syntax tree with the method and inputs named. */
export function computeMetrics(sourceFile: ts.SourceFile, lines: readonly string[]): CodeMetrics {
  const allTokens = tokens(sourceFile);
  const codeLines = new Set(allTokens.map((t) => t.line));
  const functions: FunctionLike[] = [];
  const collect = (node: ts.Node) => {
    if (isFunctionLike(node) && node.body) functions.push(node);
    ts.forEachChild(node, collect);
  };
  collect(sourceFile);

  // Each token belongs to the innermost function around it (or to the module).
  const ranges = functions.map((fn) => ({ fn, start: fn.getStart(sourceFile), end: fn.end, tokens: [] as Token[] }));
  const moduleTokens: Token[] = [];
  for (const token of allTokens) {
    let owner: (typeof ranges)[number] | undefined;
    for (const range of ranges) {
      if (token.pos >= range.start && token.pos < range.end && (!owner || range.start >= owner.start)) owner = range;
    }
    (owner?.tokens ?? moduleTokens).push(token);
  }

  const units: UnitMetrics[] = ranges.map(({ fn, tokens: own }) => {
    const startLine = sourceFile.getLineAndCharacterOfPosition(fn.getStart(sourceFile)).line;
    const endLine = sourceFile.getLineAndCharacterOfPosition(fn.end).line;
    let sloc = 0;
    for (let line = startLine; line <= endLine; line++) if (codeLines.has(line)) sloc++;
    return {
      name: unitName(fn, sourceFile),
      line: startLine + 1,
      cyclomatic: fn.body ? cyclomatic(fn.body) : 1,
      cognitive: cognitive(fn),
      halsteadVolume: halsteadVolume(own),
      sloc,
      params: fn.parameters.length,
    };
  });
  const measured: UnitMetrics[] =
    units.length > 0
      ? units
      : [{ name: '(module)', line: 1, cyclomatic: cyclomatic(sourceFile), cognitive: 0, halsteadVolume: halsteadVolume(moduleTokens), sloc: codeLines.size, params: 0 }];

  const sloc = codeLines.size;
  const meanVolume = mean(measured.map((u) => u.halsteadVolume));
  const meanCyclomatic = mean(measured.map((u) => u.cyclomatic));
  const meanSloc = mean(measured.map((u) => u.sloc));
  const maxCognitive = Math.max(0, ...units.map((u) => u.cognitive));
  const maintainability = clamp(mean(measured.map((u) => maintainabilityIndex(u.halsteadVolume, u.cyclomatic, u.sloc))));

  const complexity = clamp(3 * maxCognitive + 4 * (meanCyclomatic - 1));

  const nonBlank = lines.filter((l) => l.trim() !== '');
  const longLines = nonBlank.filter((l) => l.length > 100).length;
  const commentLines = nonBlank.length - sloc;
  let maxDepth = 0;
  const depth = (node: ts.Node, d: number) => {
    const next = ts.isBlock(node) || ts.isCaseBlock(node) ? d + 1 : d;
    maxDepth = Math.max(maxDepth, next);
    ts.forEachChild(node, (child) => depth(child, next));
  };
  depth(sourceFile, 0);
  const declaredNames = new Set<string>();
  const names = (node: ts.Node) => {
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isFunctionDeclaration(node)) && node.name && ts.isIdentifier(node.name)) {
      declaredNames.add(node.name.text);
    }
    ts.forEachChild(node, names);
  };
  names(sourceFile);
  const shortNames = [...declaredNames].filter((n) => n.length === 1 && !'ijkxyn_'.includes(n)).length;
  const longLinePenalty = Math.min(20, (longLines / Math.max(1, nonBlank.length)) * 100 * 0.5);
  const nestingPenalty = Math.min(20, Math.max(0, maxDepth - 4) * 5);
  const namePenalty = Math.min(15, (shortNames / Math.max(1, declaredNames.size)) * 30);
  const commentPenalty = sloc > 30 && commentLines / sloc < 0.05 ? 10 : 0;
  const lengthPenalty = Math.min(20, Math.max(0, meanSloc - 40) / 2);
  const cognitivePenalty = Math.min(15, Math.max(0, maxCognitive - 10));
  const readability = clamp(100 - longLinePenalty - nestingPenalty - namePenalty - commentPenalty - lengthPenalty - cognitivePenalty);

  const manyParams = units.filter((u) => u.params > 4).length;
  const longUnits = units.filter((u) => u.sloc > 50).length;
  const moduleState = sourceFile.statements.filter(
    (s) => ts.isVariableStatement(s) && !(s.declarationList.flags & ts.NodeFlags.Const),
  ).length;
  const hiddenDependencies = (sourceFile.text.match(HIDDEN_DEPENDENCY) ?? []).length;
  const unitCount = Math.max(1, units.length);
  const branchPenalty = Math.min(30, Math.max(0, meanCyclomatic - 5) * 5);
  const paramPenalty = (manyParams / unitCount) * 30;
  const sizePenalty = (longUnits / unitCount) * 30;
  const statePenalty = Math.min(20, moduleState * 5);
  const dependencyPenalty = Math.min(20, hiddenDependencies * 2);
  const testability = clamp(100 - branchPenalty - paramPenalty - sizePenalty - statePenalty - dependencyPenalty);

  return {
    units,
    metrics: {
      maintainability,
      readability,
      testability,
      complexity,
      details: {
        maintainability: {
          method:
            'Maintainability index (Visual Studio variant): max(0, (171 − 5.2·ln(Halstead volume) − 0.23·cyclomatic complexity − 16.2·ln(lines of code)) × 100 / 171), averaged over the functions (the whole file when it has none).',
          inputs: { functions: units.length, meanHalsteadVolume: round1(meanVolume), meanCyclomaticComplexity: round1(meanCyclomatic), meanLinesOfCode: round1(meanSloc) },
        },
        readability: {
          method:
            '100 minus penalties: lines over 100 characters (share × 50, at most 20), block nesting beyond 4 (5 per level, at most 20), one-letter names (share × 30, at most 15), under 5 % comment lines in files over 30 lines of code (10), functions averaging over 40 lines (at most 20), cognitive complexity over 10 (at most 15).',
          inputs: { longLines, maxNestingDepth: maxDepth, oneLetterNames: shortNames, commentLines, linesOfCode: sloc, meanFunctionLines: round1(meanSloc), maxCognitiveComplexity: maxCognitive },
        },
        testability: {
          method:
            '100 minus penalties: mean cyclomatic complexity over 5 (5 per point, at most 30), share of functions with more than 4 parameters (× 30), share of functions over 50 lines (× 30), module-level mutable variables (5 each, at most 20), hidden dependencies such as Date.now, Math.random, fetch, window, document and storage (2 each, at most 20).',
          inputs: { meanCyclomaticComplexity: round1(meanCyclomatic), functionsWithManyParameters: manyParams, longFunctions: longUnits, moduleMutableVariables: moduleState, hiddenDependencies },
        },
        complexity: {
          method: 'min(100, 3 × the highest cognitive complexity of any function + 4 × (mean cyclomatic complexity − 1)); higher is more complex.',
          inputs: { maxCognitiveComplexity: maxCognitive, meanCyclomaticComplexity: round1(meanCyclomatic), totalCyclomaticComplexity: measured.reduce((s, u) => s + u.cyclomatic, 0) },
        },
      },
    },
  };
}
