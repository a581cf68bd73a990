import { createRule, type TSESTree } from './create-rule.js';

export interface IndentCheck {
  /** 0-based line index. */
  index: number;
  actual: string;
  expected: string;
}

/**
 * Indentation by nesting level: every deeper indent opens a level, a shallower one closes levels
 * until it fits, and a line at level n must start with n × indentSize spaces (no tabs). This
 * accepts prettier's output (continuations are one level deeper) while catching a wrong step
 * size, tabs and ragged indentation. `skip` holds lines inside template literals and block
 * comments, which keep whatever indentation they have.
 */
export function checkIndentation(lines: readonly string[], indentSize: number, skip: ReadonlySet<number>): { checked: number; wrong: IndentCheck[] } {
  const stack = [0];
  const wrong: IndentCheck[] = [];
  let checked = 0;
  for (const [index, line] of lines.entries()) {
    if (skip.has(index) || line.trim() === '') continue;
    const actual = /^[ \t]*/.exec(line)?.[0] ?? '';
    const width = [...actual].reduce((sum, ch) => sum + (ch === '\t' ? indentSize : 1), 0);
    while (stack.length > 1 && width < (stack.at(-1) ?? 0)) stack.pop();
    if (width > (stack.at(-1) ?? 0)) stack.push(width);
    const expected = ' '.repeat((stack.length - 1) * indentSize);
    checked++;
    if (actual !== expected) wrong.push({ index, actual, expected });
  }
  return { checked, wrong };
}

/** Lines (0-based) that continue a template literal or a block comment started on an earlier line. */
export function continuationLines(tokens: readonly (TSESTree.Token | TSESTree.Comment)[]): Set<number> {
  const skip = new Set<number>();
  for (const token of tokens) {
    if (token.type !== 'Template' && token.type !== 'Block') continue;
    for (let line = token.loc.start.line + 1; line <= token.loc.end.line; line++) skip.add(line - 1);
  }
  return skip;
}

/** Indentation per the user's codingStyle.indentSize, with a fix that re-indents the line. */
export const indent = createRule({
  name: 'indent',
  meta: {
    type: 'layout',
    fixable: 'whitespace',
    docs: { description: 'Indent each nesting level by the preferred number of spaces' },
    messages: { wrong: 'Expected an indentation of {{expected}} spaces, found {{found}}.' },
    schema: [{ type: 'integer', minimum: 1 }],
  },
  defaultOptions: [2],
  create(context, [indentSize]) {
    return {
      'Program:exit'() {
        const sourceCode = context.sourceCode;
        const skip = continuationLines([...sourceCode.ast.tokens, ...sourceCode.getAllComments()]);
        const { wrong } = checkIndentation(sourceCode.lines, indentSize, skip);
        for (const { index, actual, expected } of wrong) {
          const start = sourceCode.getIndexFromLoc({ line: index + 1, column: 0 });
          const found = actual.includes('\t') ? `${actual.length} characters with tabs` : String(actual.length);
          context.report({
            loc: { start: { line: index + 1, column: 0 }, end: { line: index + 1, column: actual.length } },
            messageId: 'wrong',
            data: { expected: String(expected.length), found },
            fix: (fixer) => fixer.replaceTextRange([start, start + actual.length], expected),
          });
        }
      },
    };
  },
});
