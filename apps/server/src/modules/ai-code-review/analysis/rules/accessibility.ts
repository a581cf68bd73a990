import { createRule, type TSESTree } from './create-rule.js';

const elementName = (node: TSESTree.JSXOpeningElement): string | null =>
  node.name.type === 'JSXIdentifier' ? node.name.name : null;

const attribute = (node: TSESTree.JSXOpeningElement, name: string): TSESTree.JSXAttribute | undefined =>
  node.attributes.find((a): a is TSESTree.JSXAttribute => a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && a.name.name === name);

const hasSpread = (node: TSESTree.JSXOpeningElement) => node.attributes.some((a) => a.type === 'JSXSpreadAttribute');

const stringValue = (attr: TSESTree.JSXAttribute | undefined): string | null => {
  const value = attr?.value;
  if (value?.type === 'Literal' && typeof value.value === 'string') return value.value;
  if (value?.type === 'JSXExpressionContainer' && value.expression.type === 'Literal' && typeof value.expression.value === 'string') {
    return value.expression.value;
  }
  return null;
};

const STATIC_ELEMENTS = new Set(['div', 'span', 'li', 'td', 'tr', 'p', 'section', 'article', 'img', 'header', 'footer', 'main', 'label']);
const KEY_HANDLERS = ['onKeyDown', 'onKeyUp', 'onKeyPress'];

/** The JSX accessibility checks the review runs: alt text, keyboard access to click handlers, links that are really buttons. */
export const jsxAccessibility = createRule({
  name: 'jsx-accessibility',
  meta: {
    type: 'problem',
    docs: { description: 'Images need text alternatives; clickable elements must work from the keyboard' },
    messages: {
      imgAlt: 'This image has no `alt` text: screen readers announce only its file name. Describe it, or use alt="" if it is decorative.',
      clickWithoutKey:
        '`<{{element}}>` reacts to clicks but cannot be focused or used from the keyboard. Use a <button>, or add role, tabIndex and a key handler.',
      anchorAsButton: 'This link has no real destination and only runs a click handler. Use a <button> for actions.',
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    return {
      JSXOpeningElement(node) {
        const name = elementName(node);
        if (!name || hasSpread(node)) return;
        if (name === 'img' && !attribute(node, 'alt')) context.report({ node, messageId: 'imgAlt' });
        if (STATIC_ELEMENTS.has(name) && attribute(node, 'onClick')) {
          const keyboard = KEY_HANDLERS.some((handler) => attribute(node, handler));
          if (!attribute(node, 'role') || !keyboard) context.report({ node, messageId: 'clickWithoutKey', data: { element: name } });
        }
        if (name === 'a' && attribute(node, 'onClick')) {
          const href = attribute(node, 'href');
          const target = stringValue(href);
          if (!href || target === '#' || target === '' || target?.trim().toLowerCase().startsWith('javascript:')) {
            context.report({ node, messageId: 'anchorAsButton' });
          }
        }
      },
    };
  },
});
