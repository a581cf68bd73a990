import type { Page } from 'playwright-core';
import type { PageAnchor } from './link-selection.js';

/** What the page says about itself once loaded. */
export interface PageProbe {
  title: string;
  description: string | null;
  /** Navigation start to the load event; null when the load event has not happened. */
  loadTimeMs: number | null;
  imagesWithoutAlt: Array<{ selector: string; src: string }>;
  anchors: PageAnchor[];
}

/** Most anchors read from one page; link selection caps what is checked much lower. */
const MAX_ANCHORS = 2000;
const MAX_IMAGES = 200;

/**
 * Runs in the page. A string, so no bundler helper ends up in it; `cssPath` gives a selector
 * that names the element: its id when unique, else tag:nth-of-type steps up to an id or body.
 */
const PROBE_IN_PAGE = `function (limits) {
  var cssPath = function (el) {
    var parts = [];
    while (el && el.nodeType === 1 && el !== document.documentElement) {
      if (el.id && document.querySelectorAll('#' + CSS.escape(el.id)).length === 1) { parts.unshift('#' + CSS.escape(el.id)); break; }
      var tag = el.tagName.toLowerCase();
      var same = 0, index = 0;
      for (var s = el.parentElement ? el.parentElement.firstElementChild : null; s; s = s.nextElementSibling) {
        if (s.tagName === el.tagName) { same++; if (s === el) index = same; }
      }
      parts.unshift(same > 1 ? tag + ':nth-of-type(' + index + ')' : tag);
      if (tag === 'body') break;
      el = el.parentElement;
    }
    return parts.join(' > ');
  };
  var nav = performance.getEntriesByType('navigation')[0];
  var meta = document.querySelector('meta[name="description" i]');
  var images = [];
  var imgs = document.querySelectorAll('img:not([alt])');
  for (var i = 0; i < imgs.length && images.length < limits.images; i++) images.push({ selector: cssPath(imgs[i]), src: imgs[i].currentSrc || imgs[i].src || '' });
  var anchors = [];
  var links = document.querySelectorAll('a[href]');
  for (var j = 0; j < links.length && anchors.length < limits.anchors; j++) anchors.push({ href: links[j].href, selector: cssPath(links[j]) });
  return {
    title: document.title || '',
    description: meta ? (meta.getAttribute('content') || '') : null,
    loadTimeMs: nav && nav.loadEventEnd > 0 ? Math.round(nav.loadEventEnd - nav.startTime) : null,
    imagesWithoutAlt: images,
    anchors: anchors
  };
}`;

export async function probePage(page: Page): Promise<PageProbe> {
  return (await page.evaluate(`(${PROBE_IN_PAGE})(${JSON.stringify({ anchors: MAX_ANCHORS, images: MAX_IMAGES })})`)) as PageProbe;
}
