/** An anchor as the page reports it: href resolved by the browser, and a selector for it. */
export interface PageAnchor {
  href: string;
  selector: string;
}

export interface LinkToCheck {
  url: string;
  /** The first anchor that points there. */
  selector: string;
}

export interface LinkSelection {
  links: LinkToCheck[];
  /** Distinct same-origin links beyond the cap, not checked. */
  skipped: number;
}

/**
 * The distinct same-origin http(s) links of a page, without fragments, leaving out the page
 * itself (it has just loaded), at most `max` in document order.
 */
export function selectLinks(pageUrl: string, anchors: readonly PageAnchor[], max: number): LinkSelection {
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return { links: [], skipped: 0 };
  }
  const self = withoutHash(page);
  const seen = new Map<string, LinkToCheck>();
  for (const anchor of anchors) {
    let target: URL;
    try {
      target = new URL(anchor.href, page);
    } catch {
      continue;
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') continue;
    if (target.origin !== page.origin) continue;
    const url = withoutHash(target);
    if (url === self || seen.has(url)) continue;
    seen.set(url, { url, selector: anchor.selector });
  }
  const all = [...seen.values()];
  return { links: all.slice(0, max), skipped: Math.max(0, all.length - max) };
}

function withoutHash(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  return copy.href;
}

/** Runs work over items with at most `limit` at a time, in order of start. */
export async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
