import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { PageContent } from '@nova/shared';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** A CommonJS/UMD library's source wrapped so it returns its export without touching the page's globals. */
function moduleExpression(resolvedPath: string): string {
  const source = fs.readFileSync(require.resolve(resolvedPath), 'utf8');
  return `(function () { var module = { exports: {} }; var exports = module.exports; ${source}\n; return module.exports; })()`;
}

/**
 * Runs inside the page: Readability on a clone of the document (it mutates what it reads),
 * Turndown for markdown, and innerText when Readability finds no article. Kept as a string so
 * no bundler helper ends up in code the page evaluates; libraries are inlined rather than
 * eval'd so pages with a strict CSP still allow it.
 */
const EXTRACT_IN_PAGE = `function (Readability, TurndownService, maxChars) {
  var tidy = function (text) {
    return text.replace(/\\u00a0/g, ' ').replace(/[ \\t]+/g, ' ').replace(/ *\\n */g, '\\n').replace(/\\n{3,}/g, '\\n\\n').trim();
  };
  var blockText = function (root) {
    var blocks = root.querySelectorAll('p,h1,h2,h3,h4,h5,h6,li,pre,blockquote,tr,br,div,section,article,figcaption,dt,dd');
    for (var i = 0; i < blocks.length; i++) blocks[i].appendChild(document.createTextNode('\\n'));
    return root.textContent || '';
  };
  // Drops what follows the first \`budget\` characters of text, keeping the structure around it,
  // so Turndown converts only what the cut markdown keeps (it is the slow step on long pages).
  var prune = function (node, budget) {
    var children = Array.prototype.slice.call(node.childNodes);
    for (var i = 0; i < children.length; i++) {
      var child = children[i];
      if (budget <= 0) { node.removeChild(child); continue; }
      var length = (child.textContent || '').length;
      if (length <= budget) budget -= length;
      else { prune(child, budget); budget = 0; }
    }
  };
  var article = null;
  try { article = new Readability(document.cloneNode(true), { charThreshold: 200 }).parse(); } catch (e) { article = null; }
  var title = document.title || '';
  var text, markdown, excerpt = '', truncated = false;
  if (article && article.content && (article.textContent || '').trim().length > 0) {
    var holder = document.createElement('div');
    holder.innerHTML = article.content;
    text = tidy(blockText(holder));
    prune(holder, maxChars);
    var turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
    markdown = turndown.turndown(holder).trim();
    truncated = text.length > maxChars || markdown.length > maxChars;
    excerpt = tidy(article.excerpt || '');
    title = article.title || title;
  } else {
    text = tidy((document.body && document.body.innerText) || '');
    markdown = text;
    truncated = text.length > maxChars;
  }
  if (!excerpt) excerpt = text.slice(0, 200);
  var words = text.match(/\\S+/g);
  return {
    url: location.href,
    title: title,
    text: text.slice(0, maxChars),
    markdown: markdown.slice(0, maxChars),
    excerpt: excerpt.slice(0, 500),
    wordCount: words ? words.length : 0,
    truncated: truncated
  };
}`;

let extractScriptPrefix: string | null = null;

function extractScript(maxChars: number): string {
  extractScriptPrefix ??= `(${EXTRACT_IN_PAGE})(${moduleExpression('@mozilla/readability/Readability.js')}, ${moduleExpression('turndown/lib/turndown.browser.umd.js')}`;
  return `${extractScriptPrefix}, ${String(Math.floor(maxChars))})`;
}

export async function extractContent(page: Page, maxChars: number): Promise<PageContent> {
  return (await page.evaluate(extractScript(maxChars))) as PageContent;
}

/** The page's selected text, including a selection inside a focused input or textarea. */
export async function readSelection(page: Page): Promise<string> {
  return page.evaluate(`(function () {
    var el = document.activeElement;
    if (el && (el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && /^(text|search|url|email|tel)$/i.test(el.type)))) {
      try { return el.value.slice(el.selectionStart || 0, el.selectionEnd || 0); } catch (e) { return ''; }
    }
    var selection = window.getSelection();
    return selection ? selection.toString() : '';
  })()`);
}

/** The page's declared icon, else /favicon.ico of its origin; null for pages without an origin. */
export async function readFavicon(page: Page): Promise<string | null> {
  const declared = await page.evaluate(`(function () {
    var link = document.querySelector('link[rel~="icon" i]');
    return link ? link.href : null;
  })()`);
  if (typeof declared === 'string' && /^(https?:|data:image\/)/.test(declared)) return declared;
  try {
    const url = new URL(page.url());
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}/favicon.ico` : null;
  } catch {
    return null;
  }
}
