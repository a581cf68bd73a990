import { calleeName, createRule, effectCallback, type TSESTree, walk } from './create-rule.js';

/** setInterval whose id is thrown away outside an effect (effect-cleanup covers effects). */
export const unclearedInterval = createRule({
  name: 'uncleared-interval',
  meta: {
    type: 'problem',
    docs: { description: 'Keep the id of an interval so it can be cleared' },
    messages: {
      discarded:
        "The interval's id is thrown away, so it can never be cleared: it runs for the life of the page and keeps everything it references alive.",
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    let effectDepth = 0;
    return {
      CallExpression(node) {
        if (effectCallback(node)) effectDepth++;
      },
      'CallExpression:exit'(node: TSESTree.CallExpression) {
        if (effectCallback(node)) effectDepth--;
      },
      ExpressionStatement(node) {
        if (effectDepth > 0) return;
        const expression = node.expression;
        if (expression.type === 'CallExpression' && calleeName(expression) === 'setInterval') {
          context.report({ node: expression, messageId: 'discarded' });
        }
      },
    };
  },
});

const GROWING = new Set(['set', 'add', 'push', 'unshift']);
const SHRINKING = new Set(['delete', 'clear', 'shift', 'pop', 'splice', 'length', 'size']);

/** A module-level Map, Set or array that functions add to but nothing ever removes from. */
export const unboundedCache = createRule({
  name: 'unbounded-cache',
  meta: {
    type: 'problem',
    docs: { description: 'Module-level collections that only grow leak memory' },
    messages: {
      unbounded:
        '`{{name}}` lives as long as the module and entries are added in functions but never removed: it grows without bound. Evict entries (size limit, LRU) or use a WeakMap.',
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const keys = context.sourceCode.visitorKeys;
    return {
      'Program:exit'(program: TSESTree.Program) {
        const candidates = new Map<string, TSESTree.VariableDeclarator>();
        for (const statement of program.body) {
          const declaration =
            statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          if (declaration?.type !== 'VariableDeclaration') continue;
          for (const declarator of declaration.declarations) {
            const init = declarator.init;
            const isCollection =
              (init?.type === 'NewExpression' && init.callee.type === 'Identifier' && ['Map', 'Set'].includes(init.callee.name)) ||
              (init?.type === 'ArrayExpression' && init.elements.length === 0);
            if (isCollection && declarator.id.type === 'Identifier') candidates.set(declarator.id.name, declarator);
          }
        }
        if (candidates.size === 0) return;
        const grownInFunction = new Set<string>();
        const shrunk = new Set<string>();
        const exported = new Set<string>();
        let functionDepth = 0;
        const visit = (node: TSESTree.Node): boolean | void => {
          if (node.type === 'ExportSpecifier' && node.local.type === 'Identifier') exported.add(node.local.name);
          if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.property.type === 'Identifier') {
            const name = node.object.name;
            if (!candidates.has(name)) return;
            if (GROWING.has(node.property.name) && functionDepth > 0) grownInFunction.add(name);
            if (SHRINKING.has(node.property.name)) shrunk.add(name);
          }
          if (node.type === 'AssignmentExpression' && node.left.type === 'Identifier' && candidates.has(node.left.name)) {
            shrunk.add(node.left.name);
          }
        };
        const walkCounting = (node: TSESTree.Node) =>
          walk(
            node,
            (inner) => {
              if (inner !== node && (inner.type === 'ArrowFunctionExpression' || inner.type === 'FunctionExpression' || inner.type === 'FunctionDeclaration')) {
                functionDepth++;
                walkCounting(inner.body);
                functionDepth--;
                return false;
              }
              return visit(inner);
            },
            keys,
          );
        walkCounting(program);
        for (const [name, declarator] of candidates) {
          const isExported = exported.has(name) || declarator.parent.parent?.type === 'ExportNamedDeclaration';
          if (grownInFunction.has(name) && !shrunk.has(name) && !isExported) {
            context.report({ node: declarator, messageId: 'unbounded', data: { name } });
          }
        }
      },
    };
  },
});
