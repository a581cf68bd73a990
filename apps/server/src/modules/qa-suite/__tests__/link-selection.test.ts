import { describe, expect, it } from 'vitest';
import { mapWithConcurrency, selectLinks } from '../checks/link-selection.js';

const page = 'https://site.example/dir/page.html?x=1';
const a = (href: string, selector = `a[href="${href}"]`) => ({ href, selector });

describe('selectLinks', () => {
  it('keeps distinct same-origin http(s) links without their fragment, in document order', () => {
    const selection = selectLinks(
      page,
      [
        a('https://site.example/a'),
        a('https://other.example/b'),
        a('https://site.example/a#part', 'second'),
        a('mailto:hei@site.example'),
        a('javascript:void(0)'),
        a('tel:+4712345678'),
        a('http://site.example/a'),
        a('https://site.example:8443/a'),
        a('https://site.example/c?q=1'),
      ],
      10,
    );
    expect(selection).toEqual({
      links: [
        { url: 'https://site.example/a', selector: 'a[href="https://site.example/a"]' },
        { url: 'https://site.example/c?q=1', selector: 'a[href="https://site.example/c?q=1"]' },
      ],
      skipped: 0,
    });
  });

  it('leaves out the page itself, also with a fragment', () => {
    expect(selectLinks(page, [a(page), a(`${page}#top`)], 10).links).toEqual([]);
  });

  it('resolves relative hrefs against the page', () => {
    expect(selectLinks(page, [a('other.html'), a('../up.html')], 10).links.map((l) => l.url)).toEqual([
      'https://site.example/dir/other.html',
      'https://site.example/up.html',
    ]);
  });

  it('caps the links and counts the distinct ones left out', () => {
    const anchors = Array.from({ length: 8 }, (_, i) => a(`https://site.example/p${i % 6}`));
    expect(selectLinks(page, anchors, 4)).toMatchObject({ skipped: 2 });
    expect(selectLinks(page, anchors, 4).links).toHaveLength(4);
  });

  it('answers nothing for a page URL that does not parse', () => {
    expect(selectLinks('not a url', [a('https://site.example/a')], 10)).toEqual({ links: [], skipped: 0 });
  });
});

describe('mapWithConcurrency', () => {
  it('never runs more than the limit at once and keeps results in input order', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency([30, 5, 20, 1, 10, 2], 2, async (ms, index) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return index;
    });
    expect(results).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it('handles an empty list', async () => {
    expect(await mapWithConcurrency([], 4, () => Promise.resolve(1))).toEqual([]);
  });
});
