import { calleeName, createRule, type TSESTree } from './create-rule.js';

/** A value that cannot carry user input: a string literal or a template without expressions. */
const isConstant = (node: TSESTree.Node): boolean =>
  (node.type === 'Literal' && typeof node.value === 'string') || (node.type === 'TemplateLiteral' && node.expressions.length === 0);

const HTML_SINKS = new Set(['innerHTML', 'outerHTML']);
const HTML_CALLS = new Set(['insertAdjacentHTML', 'write', 'writeln']);

/** HTML built from values into the DOM: dangerouslySetInnerHTML, innerHTML, insertAdjacentHTML, document.write. */
export const noUnsafeHtml = createRule({
  name: 'no-unsafe-html',
  meta: {
    type: 'problem',
    docs: { description: 'Do not insert HTML built from values into the page' },
    messages: {
      sink: 'HTML built from a value is inserted with `{{sink}}`: if any part comes from users, this is cross-site scripting. Insert text (textContent, JSX children) or sanitize first.',
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    return {
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'dangerouslySetInnerHTML') return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : null;
        const html =
          value?.type === 'ObjectExpression'
            ? value.properties.find(
                (p): p is TSESTree.Property => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === '__html',
              )?.value
            : value;
        if (!html || !isConstant(html)) context.report({ node, messageId: 'sink', data: { sink: 'dangerouslySetInnerHTML' } });
      },
      AssignmentExpression(node) {
        const left = node.left;
        if (left.type === 'MemberExpression' && left.property.type === 'Identifier' && HTML_SINKS.has(left.property.name) && !isConstant(node.right)) {
          context.report({ node, messageId: 'sink', data: { sink: left.property.name } });
        }
      },
      CallExpression(node) {
        const name = calleeName(node);
        if (!name || !HTML_CALLS.has(name) || node.callee.type !== 'MemberExpression') return;
        const object = node.callee.object;
        const isDocument = object.type === 'Identifier' && object.name === 'document';
        if (name !== 'insertAdjacentHTML' && !isDocument) return;
        const html = name === 'insertAdjacentHTML' ? node.arguments[1] : node.arguments[0];
        if (html && !isConstant(html)) context.report({ node, messageId: 'sink', data: { sink: name } });
      },
    };
  },
});
