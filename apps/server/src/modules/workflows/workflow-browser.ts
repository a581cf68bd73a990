import type { ExtractSelector, PageContent } from '@nova/shared';
import type { Page } from 'playwright-core';
import type { BrowserEngine } from '../browser-engine/browser-engine.js';
import { extractContent } from '../browser-engine/page-extract.js';

/** What browser.open and browser.extract steps need; tests may pass another. */
export interface WorkflowBrowser {
  open(url: string, signal: AbortSignal): Promise<PageContent>;
  extract(url: string, selectors: ExtractSelector[], signal: AbortSignal): Promise<Record<string, string[]>>;
}

/** Most values one selector yields, so a huge page cannot flood a run's log. */
export const EXTRACT_MAX_VALUES = 500;

const EXTRACT_IN_PAGE = `function (args) {
  var out = {};
  for (var i = 0; i < args.selectors.length; i++) {
    var s = args.selectors[i];
    var values = [];
    var nodes;
    try { nodes = document.querySelectorAll(s.selector); } catch (e) { throw new Error('Invalid selector "' + s.selector + '"'); }
    for (var j = 0; j < nodes.length && values.length < args.max; j++) {
      var node = nodes[j];
      var value;
      if (s.attribute) {
        // href and src as the browser resolves them, so links are absolute.
        value = (s.attribute === 'href' || s.attribute === 'src') && node[s.attribute] ? String(node[s.attribute]) : node.getAttribute(s.attribute);
      } else {
        value = (node.innerText || node.textContent || '').replace(/\\s+/g, ' ').trim();
      }
      if (value) values.push(value);
    }
    out[s.name] = values;
  }
  return out;
}`;

async function extractLists(page: Page, selectors: ExtractSelector[]): Promise<Record<string, string[]>> {
  return (await page.evaluate(`(${EXTRACT_IN_PAGE})(${JSON.stringify({ selectors, max: EXTRACT_MAX_VALUES })})`)) as Record<
    string,
    string[]
  >;
}

/** Runs the steps in scratch pages of the shared browser engine, one page per step. */
export function engineWorkflowBrowser(engine: BrowserEngine, contentMaxChars: number): WorkflowBrowser {
  return {
    open: (url, signal) => engine.withScratchPage(url, signal, (page) => extractContent(page, contentMaxChars)),
    extract: (url, selectors, signal) => engine.withScratchPage(url, signal, (page) => extractLists(page, selectors)),
  };
}
