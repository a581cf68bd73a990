import { calleeName, createRule, isFunction, type TSESTree, walk } from './create-rule.js';

const firstParamName = (fn: TSESTree.Node): string | null => {
  if (!isFunction(fn)) return null;
  const param = fn.params[0];
  return param?.type === 'Identifier' ? param.name : null;
};

/** What an arrow or function returns when it is a single expression or ends in `return x`. */
function returned(fn: TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression | TSESTree.FunctionDeclaration): TSESTree.Node[] {
  if (fn.body.type !== 'BlockStatement') return [fn.body];
  return fn.body.body.flatMap((statement) => (statement.type === 'ReturnStatement' && statement.argument ? [statement.argument] : []));
}

const spreadsOf = (node: TSESTree.Node, name: string): boolean => {
  const items = node.type === 'ObjectExpression' ? node.properties : node.type === 'ArrayExpression' ? node.elements : [];
  return items.some((item) => item?.type === 'SpreadElement' && item.argument.type === 'Identifier' && item.argument.name === name);
};

/** reduce((acc, x) => ({ ...acc, … })): every step copies the accumulator, so the whole reduce is quadratic. */
export const spreadAccumulator = createRule({
  name: 'spread-accumulator',
  meta: {
    type: 'suggestion',
    docs: { description: 'Do not copy the accumulator on every reduce step' },
    messages: {
      quadratic:
        'Spreading the accumulator `{{name}}` copies it on every step, which makes this reduce O(n²). Mutate the accumulator (or build a Map) instead.',
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    return {
      CallExpression(node) {
        if (calleeName(node) !== 'reduce') return;
        const callback = node.arguments[0];
        if (!callback || !isFunction(callback)) return;
        const name = firstParamName(callback);
        if (name && returned(callback).some((value) => spreadsOf(value, name))) {
          context.report({ node: callback, messageId: 'quadratic', data: { name } });
        }
      },
    };
  },
});

const BLOCKING = /^(readFile|writeFile|appendFile|readdir|stat|lstat|exists|mkdir|rm|rmdir|unlink|copyFile|rename|access|exec|execFile|spawn)Sync$/;

/** Synchronous file or process calls inside async functions: they stall every other request meanwhile. */
export const syncIoInAsync = createRule({
  name: 'sync-io-in-async',
  meta: {
    type: 'suggestion',
    docs: { description: 'Do not block the event loop inside asynchronous code' },
    messages: {
      blocking: '`{{call}}` blocks the event loop inside an async function; everything else waits. Use the promise-based `{{promise}}`.',
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const keys = context.sourceCode.visitorKeys;
    const check = (fn: TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression | TSESTree.FunctionDeclaration) => {
      if (!fn.async) return;
      walk(
        fn.body,
        (inner) => {
          if (isFunction(inner)) return false;
          if (inner.type === 'CallExpression') {
            const call = calleeName(inner) ?? '';
            if (BLOCKING.test(call)) {
              context.report({ node: inner, messageId: 'blocking', data: { call, promise: call.replace(/Sync$/, '') } });
            }
          }
          return undefined;
        },
        keys,
      );
    };
    return { ArrowFunctionExpression: check, FunctionExpression: check, FunctionDeclaration: check };
  },
});
