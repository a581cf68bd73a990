import { calleeName, createRule, effectCallback, isFunction, returnsCleanup, type TSESTree, walk } from './create-rule.js';

const SUBSCRIBING_CALLS = new Set(['setInterval', 'addEventListener', 'subscribe', 'observe', 'on', 'addListener']);
const CONNECTIONS = new Set(['WebSocket', 'EventSource', 'BroadcastChannel', 'Worker']);

/** An effect that subscribes, starts a timer or opens a connection without handing back a cleanup. */
export const effectCleanup = createRule({
  name: 'effect-cleanup',
  meta: {
    type: 'problem',
    docs: { description: 'Effects that subscribe or start timers must return a cleanup function' },
    messages: {
      missing:
        '`{{call}}` in an effect that returns no cleanup: it keeps running (and holds the component) after unmount and piles up on every re-run.',
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const keys = context.sourceCode.visitorKeys;
    return {
      CallExpression(node) {
        const callback = effectCallback(node);
        if (!callback || returnsCleanup(callback, keys)) return;
        let reported = false;
        walk(
          callback.body,
          (inner) => {
            if (reported) return false;
            const isCall = inner.type === 'CallExpression' && SUBSCRIBING_CALLS.has(calleeName(inner) ?? '');
            const isConnection =
              inner.type === 'NewExpression' && inner.callee.type === 'Identifier' && CONNECTIONS.has(inner.callee.name);
            if (isCall || isConnection) {
              reported = true;
              const call = calleeName(inner as TSESTree.CallExpression) ?? 'subscription';
              context.report({ node: inner, messageId: 'missing', data: { call: isConnection ? `new ${call}` : call } });
            }
            return undefined;
          },
          keys,
        );
      },
    };
  },
});

const SETTER = /^set[A-Z]/;

/** State set after an await (or in .then) in an effect that re-runs, with no way to ignore stale answers. */
export const effectAsyncRace = createRule({
  name: 'effect-async-race',
  meta: {
    type: 'problem',
    docs: { description: 'Asynchronous results in effects must be cancelled or ignored when the effect re-runs' },
    messages: {
      race:
        '`{{setter}}` runs after an asynchronous step in an effect without cleanup: when the dependencies change quickly, an older, slower answer can overwrite a newer one. Return a cleanup that aborts the request or ignores its result.',
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const keys = context.sourceCode.visitorKeys;
    return {
      CallExpression(node) {
        const callback = effectCallback(node);
        const deps = node.arguments[1];
        if (!callback || (deps?.type === 'ArrayExpression' && deps.elements.length === 0)) return;
        if (returnsCleanup(callback, keys)) return;
        let report: { node: TSESTree.Node; setter: string } | null = null;
        const findSetterAfterAsync = (fn: TSESTree.Node, afterAsync: boolean) => {
          let seenAwait = afterAsync;
          walk(
            fn,
            (inner) => {
              if (report) return false;
              if (inner !== fn && isFunction(inner)) {
                const isThenCallback =
                  inner.parent?.type === 'CallExpression' && calleeName(inner.parent) === 'then';
                findSetterAfterAsync(inner.body, seenAwait || isThenCallback);
                return false;
              }
              if (inner.type === 'AwaitExpression') seenAwait = true;
              if (seenAwait && inner.type === 'CallExpression' && inner.callee.type === 'Identifier' && SETTER.test(inner.callee.name)) {
                report = { node: inner, setter: inner.callee.name };
              }
              return undefined;
            },
            keys,
          );
        };
        findSetterAfterAsync(callback.body, false);
        const found = report as { node: TSESTree.Node; setter: string } | null;
        if (found) context.report({ node: found.node, messageId: 'race', data: { setter: found.setter } });
      },
    };
  },
});
