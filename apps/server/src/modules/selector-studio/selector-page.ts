import {
  SELECTOR_HIGHLIGHT_LIMIT,
  SELECTOR_MATCH_LIMIT,
  SELECTOR_TEXT_MAX_CHARS,
  type SelectorEvaluation,
  type SelectorMatch,
} from '@nova/shared';
import type { Page } from 'playwright-core';
import type { ElementInfo } from './selector-candidates.js';

/** The tag of the outline Selector Studio puts over the live page; its boxes live in its shadow root. */
export const HIGHLIGHT_TAG = 'nova-selector-highlight';

/**
 * Helpers shared by the in-page scripts below. Kept as strings (like page-extract) so no bundler
 * helper ends up in code the page evaluates. The page's state (the outline, the picked element)
 * hangs off a Symbol.for key on window, out of the way of the page's own globals.
 */
const HELPERS = `
  var STATE = Symbol.for('nova.selector-studio');
  var state = window[STATE] || (window[STATE] = { dispose: null, picked: null });
  var ATTRIBUTES = ['id', 'class', 'href', 'src', 'alt', 'title', 'name', 'value', 'type', 'placeholder', 'aria-label', 'role', 'for', 'action'];
  var clip = function (text, max) {
    text = String(text).replace(/\\s+/g, ' ').trim();
    return text.length > max ? text.slice(0, max - 1) + '…' : text;
  };
  var describe = function (el, index, max) {
    var attributes = {};
    for (var i = 0; i < ATTRIBUTES.length; i++) {
      var name = ATTRIBUTES[i];
      var value = null;
      if (name === 'value') {
        // Form fields by their current value; never a password.
        if (/^(input|textarea|select)$/.test(el.localName)) value = el.type === 'password' ? null : el.value;
        else if (el.hasAttribute('value')) value = el.getAttribute('value');
      } else if (el.hasAttribute(name)) {
        // href and src as the browser resolves them, like the workflow's extract step.
        value = (name === 'href' || name === 'src') && typeof el[name] === 'string' && el[name] ? el[name] : el.getAttribute(name);
      }
      if (value !== null && value !== '') attributes[name] = clip(value, max);
    }
    for (var j = 0, data = 0; j < el.attributes.length && data < 8; j++) {
      var attribute = el.attributes[j];
      if (attribute.name.indexOf('data-') === 0) { attributes[attribute.name] = clip(attribute.value, max); data++; }
    }
    var rect = el.getBoundingClientRect();
    var text = typeof el.innerText === 'string' ? el.innerText : el.textContent;
    return {
      index: index,
      tag: el.localName,
      text: clip(text || '', max),
      attributes: attributes,
      rect: { x: Math.round(rect.x), y: Math.round(rect.y), width: Math.round(rect.width), height: Math.round(rect.height) },
    };
  };
  var clearHighlight = function () {
    if (state.dispose) state.dispose();
    state.dispose = null;
    var hosts = document.querySelectorAll('${HIGHLIGHT_TAG}');
    for (var i = 0; i < hosts.length; i++) hosts[i].remove();
  };
  var highlight = function (nodes, limit, selector) {
    var host = document.createElement('${HIGHLIGHT_TAG}');
    host.setAttribute('aria-hidden', 'true');
    host.setAttribute('data-count', String(nodes.length));
    host.setAttribute('data-selector', selector);
    host.style.cssText = 'all:initial;position:fixed;left:0;top:0;width:0;height:0;overflow:visible;pointer-events:none;z-index:2147483647;display:block';
    var root = host.attachShadow({ mode: 'open' });
    var boxes = [];
    var count = Math.min(nodes.length, limit);
    for (var i = 0; i < count; i++) {
      var box = document.createElement('div');
      box.className = 'box';
      box.style.cssText = 'position:fixed;box-sizing:border-box;border:3px solid #ea580c;background:rgba(249,115,22,0.3);pointer-events:none';
      if (i < 99) {
        var label = document.createElement('span');
        label.textContent = String(i + 1);
        label.style.cssText = 'position:absolute;left:-3px;top:-19px;font:bold 11px/16px sans-serif;color:#fff;background:#c2410c;padding:0 4px';
        box.appendChild(label);
      }
      root.appendChild(box);
      boxes.push(box);
    }
    var layout = function () {
      for (var i = 0; i < boxes.length; i++) {
        var rect = nodes[i].getBoundingClientRect();
        var style = boxes[i].style;
        style.display = rect.width === 0 && rect.height === 0 ? 'none' : 'block';
        style.left = rect.left - 3 + 'px';
        style.top = rect.top - 3 + 'px';
        style.width = rect.width + 6 + 'px';
        style.height = rect.height + 6 + 'px';
      }
    };
    var frame = 0;
    var schedule = function () {
      if (!frame) frame = requestAnimationFrame(function () { frame = 0; layout(); });
    };
    layout();
    window.addEventListener('scroll', schedule, true);
    window.addEventListener('resize', schedule);
    // Pages move things without scrolling (images load, menus open); follow them now and then.
    var timer = setInterval(schedule, 500);
    document.documentElement.appendChild(host);
    state.dispose = function () {
      window.removeEventListener('scroll', schedule, true);
      window.removeEventListener('resize', schedule);
      clearInterval(timer);
      if (frame) cancelAnimationFrame(frame);
      host.remove();
    };
  };
`;

const EVALUATE_IN_PAGE = `function (args) {
  ${HELPERS}
  // Without highlight the query only reads: the outline stays as it is.
  if (args.highlight) clearHighlight();
  var nodes;
  try {
    nodes = document.querySelectorAll(args.selector);
  } catch (e) {
    return { error: String((e && e.message) || e) };
  }
  var matches = [];
  for (var i = 0; i < nodes.length && i < args.limit; i++) matches.push(describe(nodes[i], i, args.textMax));
  if (args.highlight && nodes.length > 0) highlight(nodes, args.highlightLimit, args.selector);
  return { url: location.href, count: nodes.length, matches: matches };
}`;

const CLEAR_IN_PAGE = `function () {
  ${HELPERS}
  clearHighlight();
  return true;
}`;

/** Only parses: querySelectorAll on an empty fragment reports the same SyntaxError as on the document. */
const CHECK_IN_PAGE = `function (args) {
  try {
    document.createDocumentFragment().querySelectorAll(args.selector);
    return null;
  } catch (e) {
    return String((e && e.message) || e);
  }
}`;

/** Describes the element at a point (and its ancestors) and remembers it for the candidates' check. */
const DESCRIBE_AT_IN_PAGE = `function (args) {
  ${HELPERS}
  var x = args.fraction ? args.x * window.innerWidth : args.x;
  var y = args.fraction ? args.y * window.innerHeight : args.y;
  var el = document.elementFromPoint(x, y);
  state.picked = el;
  if (!el) return null;
  var info = function (node) {
    var attributes = {};
    for (var i = 0; i < node.attributes.length; i++) {
      var attribute = node.attributes[i];
      if (attribute.name !== 'id' && attribute.name !== 'class' && attribute.name !== 'style') attributes[attribute.name] = attribute.value.slice(0, 200);
    }
    var parent = node.parentElement;
    var same = 1, nth = 1;
    if (parent) {
      same = 0;
      for (var c = parent.firstElementChild; c; c = c.nextElementSibling) {
        if (c.localName !== node.localName) continue;
        same++;
        if (c === node) nth = same;
      }
    }
    return {
      tag: node.localName,
      id: node.getAttribute('id') || null,
      classes: Array.prototype.slice.call(node.classList),
      attributes: attributes,
      nthOfType: nth,
      sameTypeSiblings: same,
    };
  };
  var ancestors = [];
  for (var p = el.parentElement; p; p = p.parentElement) ancestors.push(info(p));
  return { url: location.href, target: info(el), ancestors: ancestors, element: describe(el, 0, args.textMax) };
}`;

/** Counts each candidate's matches and whether the first is the remembered element; null when it is gone. */
const CHECK_CANDIDATES_IN_PAGE = `function (args) {
  ${HELPERS}
  var target = state.picked;
  state.picked = null;
  if (!target || !target.isConnected) return null;
  return args.selectors.map(function (selector) {
    try {
      var list = document.querySelectorAll(selector);
      return { count: list.length, matchesTarget: list.length > 0 && list[0] === target };
    } catch (e) {
      return { count: -1, matchesTarget: false };
    }
  });
}`;

const call = <T>(page: Page, source: string, args: unknown = {}): Promise<T> =>
  page.evaluate(`(${source})(${JSON.stringify(args)})`) as Promise<T>;

/** Matches of `selector` in the page, outlined when asked; `error` is the page's SyntaxError message. */
export function evaluateInPage(
  page: Page,
  selector: string,
  highlight: boolean,
): Promise<Omit<SelectorEvaluation, 'selector'> | { error: string }> {
  return call(page, EVALUATE_IN_PAGE, {
    selector,
    highlight,
    limit: SELECTOR_MATCH_LIMIT,
    textMax: SELECTOR_TEXT_MAX_CHARS,
    highlightLimit: SELECTOR_HIGHLIGHT_LIMIT,
  });
}

export async function clearHighlightInPage(page: Page): Promise<void> {
  await call(page, CLEAR_IN_PAGE);
}

/** The page's parser message for a selector it refuses; null when it parses. */
export function selectorSyntaxError(page: Page, selector: string): Promise<string | null> {
  return call(page, CHECK_IN_PAGE, { selector });
}

export interface PickedElement {
  url: string;
  target: ElementInfo;
  ancestors: ElementInfo[];
  element: SelectorMatch;
}

/** The element at a viewport point (CSS pixels, or fractions of the viewport); null when there is none. */
export function describeElementAt(page: Page, point: { x: number; y: number; fraction: boolean }): Promise<PickedElement | null> {
  return call(page, DESCRIBE_AT_IN_PAGE, { ...point, textMax: SELECTOR_TEXT_MAX_CHARS });
}

/** For each selector: matches counted (-1 when refused) and whether the first is the element describeElementAt found. */
export function checkCandidatesInPage(page: Page, selectors: string[]): Promise<{ count: number; matchesTarget: boolean }[] | null> {
  return call(page, CHECK_CANDIDATES_IN_PAGE, { selectors });
}
