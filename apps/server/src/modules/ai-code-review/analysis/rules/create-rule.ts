import { ESLintUtils, type TSESLint, type TSESTree } from '@typescript-eslint/utils';

export const createRule = ESLintUtils.RuleCreator.withoutDocs;

type AnyNode = TSESTree.Node;

/** Calls visit for node and every node below it; visit returns false to skip a node's children. */
export function walk(node: AnyNode, visit: (node: AnyNode) => boolean | void, keys: TSESLint.SourceCode.VisitorKeys): void {
  if (visit(node) === false) return;
  for (const key of keys[node.type] ?? []) {
    const child = (node as unknown as Record<string, unknown>)[key];
    if (Array.isArray(child)) {
      for (const item of child) if (item && typeof item === 'object' && 'type' in item) walk(item as AnyNode, visit, keys);
    } else if (child && typeof child === 'object' && 'type' in child) {
      walk(child as AnyNode, visit, keys);
    }
  }
}

export const isFunction = (
  node: AnyNode | null | undefined,
): node is TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression | TSESTree.FunctionDeclaration =>
  node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression' || node?.type === 'FunctionDeclaration';

/** The called name: `setInterval` for setInterval(…) and window.setInterval(…), `addEventListener` for x.addEventListener(…). */
export function calleeName(node: TSESTree.CallExpression | TSESTree.NewExpression): string | null {
  const callee = node.callee;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') return callee.property.name;
  return null;
}

const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);

/** The callback of useEffect(() => …) or React.useEffect(…), else null. */
export function effectCallback(node: TSESTree.CallExpression): TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression | null {
  const name = calleeName(node);
  if (!name || !EFFECT_HOOKS.has(name)) return null;
  const callback = node.arguments[0];
  return callback?.type === 'ArrowFunctionExpression' || callback?.type === 'FunctionExpression' ? callback : null;
}

/** Whether the effect callback gives React something to run on cleanup. */
export function returnsCleanup(callback: TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression, keys: TSESLint.SourceCode.VisitorKeys): boolean {
  if (callback.body.type !== 'BlockStatement') return true; // `() => subscribe()` hands back whatever subscribe returns
  let found = false;
  walk(
    callback.body,
    (node) => {
      if (isFunction(node)) return false;
      if (node.type === 'ReturnStatement' && node.argument) found = true;
      return undefined;
    },
    keys,
  );
  return found;
}

export type { TSESTree };
