import type { TSESLint } from '@typescript-eslint/utils';
import { createRule, isFunction, type TSESTree } from './create-rule.js';

const jsdocBefore = (sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): TSESTree.Comment | undefined => {
  const comment = sourceCode.getCommentsBefore(node).findLast((c) => c.type === 'Block');
  return comment?.value.startsWith('*') ? comment : undefined;
};

/** What an export declares that deserves documentation: functions, classes and function-valued consts. */
function documentedName(declaration: TSESTree.Node | null | undefined): string | null {
  if (!declaration) return null;
  if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) return declaration.id.name;
  if (declaration.type === 'VariableDeclaration') {
    const first = declaration.declarations[0];
    if (first?.id.type === 'Identifier' && isFunction(first.init)) return first.id.name;
  }
  return null;
}

/** Exported functions and classes without a JSDoc comment. */
export const requireJsdoc = createRule({
  name: 'require-jsdoc',
  meta: {
    type: 'suggestion',
    docs: { description: 'Exported functions and classes carry a JSDoc comment' },
    messages: { missing: '`{{name}}` is exported without a JSDoc comment saying what it does and returns.' },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const check = (node: TSESTree.ExportNamedDeclaration | TSESTree.ExportDefaultDeclaration) => {
      const name = documentedName(node.declaration) ?? (node.type === 'ExportDefaultDeclaration' && isFunction(node.declaration) ? 'default export' : null);
      if (name && !jsdocBefore(context.sourceCode, node)) context.report({ node, messageId: 'missing', data: { name } });
    };
    return { ExportNamedDeclaration: check, ExportDefaultDeclaration: check };
  },
});

const PARAM_TAG = /@param\s+(?:\{[^}]*\}\s*)?\[?([\w$]+)/g;

/** JSDoc @param names that match no parameter of the function they document. */
export const jsdocParams = createRule({
  name: 'jsdoc-params',
  meta: {
    type: 'problem',
    docs: { description: 'JSDoc @param tags name real parameters' },
    messages: { stale: 'The JSDoc documents a parameter `{{name}}` that the function does not have (parameters: {{params}}).' },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const check = (fn: TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression | TSESTree.FunctionDeclaration) => {
      if (fn.params.some((p) => p.type !== 'Identifier' && !(p.type === 'AssignmentPattern' && p.left.type === 'Identifier'))) return;
      const names = fn.params.map((p) => (p.type === 'Identifier' ? p.name : p.type === 'AssignmentPattern' && p.left.type === 'Identifier' ? p.left.name : ''));
      let anchor: TSESTree.Node = fn;
      while (anchor.parent && ['VariableDeclarator', 'VariableDeclaration', 'ExportNamedDeclaration', 'ExportDefaultDeclaration', 'MethodDefinition', 'Property'].includes(anchor.parent.type)) {
        anchor = anchor.parent;
      }
      const comment = jsdocBefore(context.sourceCode, anchor);
      if (!comment) return;
      for (const match of comment.value.matchAll(PARAM_TAG)) {
        const documented = match[1] ?? '';
        if (!names.includes(documented)) {
          context.report({ loc: comment.loc, messageId: 'stale', data: { name: documented, params: names.join(', ') || 'none' } });
        }
      }
    };
    return { FunctionDeclaration: check, FunctionExpression: check, ArrowFunctionExpression: check };
  },
});
