import {
  savedSelectorListSchema,
  savedSelectorSchema,
  selectorEvaluationSchema,
  selectorSuggestionSchema,
  type SelectorEvaluation,
  type SelectorSuggestion,
} from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBrowserConfig } from '../../../config.js';
import { type FixtureSite, startFixtureSite } from '../../../test/fixture-site.js';
import { newWorkspace } from '../../../test/ai-chat-harness.js';
import { buildTestApp } from '../../../test/test-app.js';
import { HIGHLIGHT_TAG } from '../selector-page.js';

let site: FixtureSite;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  site = await startFixtureSite();
  ({ app } = await buildTestApp({ browser: { ...defaultBrowserConfig(), idleTimeoutMs: 0, navigationTimeoutMs: 10_000 } }));
  cookie = await newWorkspace(app);
});
afterAll(async () => {
  await app?.close();
  await site?.close();
});

const post = (url: string, payload: unknown, as = cookie) => app.inject({ method: 'POST', url, headers: { cookie: as }, payload: payload as object });
const open = async (path: string) => {
  const res = await post('/api/browser-engine/navigate', { input: `${site.url}${path}` });
  expect(res.statusCode).toBe(200);
};
const evaluate = async (selector: string, highlight = true): Promise<SelectorEvaluation> => {
  const res = await post('/api/selector-studio/evaluate', { selector, highlight });
  expect(res.statusCode, res.body).toBe(200);
  return selectorEvaluationSchema.parse(res.json());
};
const suggestAt = async (x: number, y: number): Promise<SelectorSuggestion> => {
  const res = await post('/api/selector-studio/suggest', { space: 'viewport', x, y });
  expect(res.statusCode, res.body).toBe(200);
  return selectorSuggestionSchema.parse(res.json());
};
/** The outline as the page's DOM holds it, read without replacing it. */
const outline = async () => {
  const found = await evaluate(HIGHLIGHT_TAG, false);
  return found.matches.map((m) => ({ count: m.attributes['data-count'], selector: m.attributes['data-selector'] }));
};

describe('selector studio against real Chromium', { timeout: 30_000 }, () => {
  it('answers 404 while no page is open, and 400 naming the field for bad input', async () => {
    const none = await post('/api/selector-studio/evaluate', { selector: 'p' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Ingen nettside er åpen i nettleseren.');
    const empty = await post('/api/selector-studio/evaluate', { selector: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/body\.selector: Skriv inn en selektor/);
    const tooLong = await post('/api/selector-studio/evaluate', { selector: 'p'.repeat(501) });
    expect(tooLong.json().message).toMatch(/body\.selector/);
    const badPoint = await post('/api/selector-studio/suggest', { space: 'frame', x: 1.5, y: 0.5 });
    expect(badPoint.statusCode).toBe(400);
    expect(badPoint.json().message).toMatch(/body\.x/);
  });

  it('counts matches and reports their text and attributes', async () => {
    await open('/selectors.html');
    const names = await evaluate('.product .name');
    expect(names.count).toBe(3);
    expect(names.url).toBe(`${site.url}/selectors.html`);
    expect(names.matches.map((m) => m.text)).toEqual(['Honning', 'Voks', 'Pollen']);
    expect(names.matches[0]).toMatchObject({ index: 0, tag: 'span', attributes: { class: 'name' } });
    expect(names.matches[0]?.rect).toMatchObject({ x: 40 });

    const links = await evaluate('.product a');
    expect(links.matches.map((m) => m.attributes.href)).toEqual([1, 2, 3].map((n) => `${site.url}/produkt/${n}`));
    const items = await evaluate('li.product');
    expect(items.matches[1]?.attributes).toMatchObject({ 'data-sku': 'voks-2', class: 'product css-9f8e7d6' });
    expect(items.matches[1]?.rect).toEqual({ x: 40, y: 160, width: 300, height: 50 });
    const field = await evaluate('input');
    expect(field.matches[0]?.attributes).toMatchObject({ name: 'q', value: 'bier', 'aria-label': 'Søk' });
    const image = await evaluate('img');
    expect(image.matches[0]?.attributes).toMatchObject({ alt: 'Logo', src: `${site.url}/icon.svg` });
    expect((await evaluate('.nothing-here')).count).toBe(0);
  });

  it('answers an invalid selector with the page parser’s message', async () => {
    const res = await post('/api/selector-studio/evaluate', { selector: 'li[data-sku=' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Failed to execute 'querySelectorAll' on 'Document': 'li[data-sku=' is not a valid selector.",
    );
  });

  it('outlines the matches in the page, replaces the outline on a new query and clears it on request and on navigation', async () => {
    await evaluate('.product .name');
    expect(await outline()).toEqual([{ count: '3', selector: '.product .name' }]);
    await evaluate('#signup');
    expect(await outline()).toEqual([{ count: '1', selector: '#signup' }]);
    // The outline is not part of the page: it never counts as a match of the page's own elements.
    expect((await evaluate('body *', false)).count).toBe((await evaluate('body *')).count);

    const cleared = await app.inject({ method: 'DELETE', url: '/api/selector-studio/highlight', headers: { cookie } });
    expect(cleared.statusCode).toBe(204);
    expect(await outline()).toEqual([]);

    await evaluate('.banner');
    expect(await outline()).toHaveLength(1);
    await open('/selectors.html?again=1');
    expect(await outline()).toEqual([]);
  });

  it.each([
    ['an id', 100, 30, '#signup', 'id'],
    ['a test attribute', 475, 30, '[data-testid="cart"]', 'test-attribute'],
    ['a data attribute', 330, 185, 'li[data-sku="voks-2"]', 'data-attribute'],
    ['a stable class beside generated ones', 500, 130, 'div.banner', 'class'],
    ['a position under an anchored ancestor', 50, 345, 'section.notes > p:nth-of-type(2)', 'path'],
    ['a name attribute', 20, 430, 'input[name="q"]', 'attribute'],
  ])('suggests a unique, stable selector for an element with %s', async (_case, x, y, selector, strategy) => {
    await open('/selectors.html');
    const suggestion = await suggestAt(x, y);
    expect(suggestion).toMatchObject({ selector, strategy, url: `${site.url}/selectors.html` });
    const matched = await evaluate(suggestion.selector);
    expect(matched.count).toBe(1);
    expect(matched.matches[0]?.rect).toEqual(suggestion.element.rect);
    for (const alternative of suggestion.alternatives) {
      expect((await evaluate(alternative.selector)).count, alternative.selector).toBe(1);
    }
    // The same element gets the same selector after a reload.
    await open('/selectors.html?reloaded=1');
    expect((await suggestAt(x, y)).selector).toBe(selector);
  });

  it('lists alternatives that also match only the picked element', async () => {
    await open('/selectors.html');
    const suggestion = await suggestAt(330, 185);
    expect(suggestion.alternatives.length).toBeGreaterThan(0);
    expect(suggestion.alternatives.map((a) => a.selector)).toContain('ul.products > li:nth-of-type(2)');
    expect(suggestion.element).toMatchObject({ tag: 'li', attributes: { 'data-sku': 'voks-2' } });
  });

  it('takes points as fractions of the frame too', async () => {
    await open('/selectors.html');
    const viewport = await evaluate('html');
    const { width, height } = viewport.matches[0]?.rect ?? { width: 0, height: 0 };
    const res = await post('/api/selector-studio/suggest', { space: 'frame', x: 100 / width, y: 30 / height });
    expect(res.statusCode).toBe(200);
    expect(res.json().selector).toBe('#signup');
  });
});

describe('saved selectors', { timeout: 30_000 }, () => {
  const list = async (as = cookie) => {
    const res = await app.inject({ method: 'GET', url: '/api/selector-studio/selectors', headers: { cookie: as } });
    expect(res.statusCode).toBe(200);
    return savedSelectorListSchema.parse(res.json()).selectors;
  };
  const patch = (id: string, payload: unknown) =>
    app.inject({ method: 'PATCH', url: `/api/selector-studio/selectors/${id}`, headers: { cookie }, payload: payload as object });

  it('creates, lists, renames, changes and deletes, per workspace', async () => {
    const created = await post('/api/selector-studio/selectors', { name: '  Produktnavn ', selector: '.product .name', url: `${site.url}/selectors.html` });
    expect(created.statusCode, created.body).toBe(201);
    const saved = savedSelectorSchema.parse(created.json());
    expect(saved).toMatchObject({ name: 'Produktnavn', selector: '.product .name', url: `${site.url}/selectors.html` });
    expect((await list()).map((s) => s.id)).toEqual([saved.id]);

    const other = await newWorkspace(app);
    expect(await list(other)).toEqual([]);
    expect((await post('/api/selector-studio/selectors', { name: 'Produktnavn', selector: 'p' }, other)).statusCode).toBe(201);

    const renamed = await patch(saved.id, { name: 'Navn på produkt' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Navn på produkt', selector: '.product .name' });
    const changed = await patch(saved.id, { selector: '.product .price' });
    expect(changed.json()).toMatchObject({ name: 'Navn på produkt', selector: '.product .price' });
    expect(await list()).toEqual([expect.objectContaining({ name: 'Navn på produkt', selector: '.product .price' })]);

    const removed = await app.inject({ method: 'DELETE', url: `/api/selector-studio/selectors/${saved.id}`, headers: { cookie } });
    expect(removed.statusCode).toBe(204);
    expect(await list()).toEqual([]);
    const again = await app.inject({ method: 'DELETE', url: `/api/selector-studio/selectors/${saved.id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
    expect((await patch(saved.id, { name: 'x' })).statusCode).toBe(404);
  });

  it('refuses names taken in the workspace (ignoring case), bad lengths and invalid selectors', async () => {
    const first = await post('/api/selector-studio/selectors', { name: 'Pris', selector: '.price' });
    expect(first.statusCode).toBe(201);
    const taken = await post('/api/selector-studio/selectors', { name: 'pris', selector: '.price' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Du har allerede en selektor som heter «Pris».');
    const second = savedSelectorSchema.parse((await post('/api/selector-studio/selectors', { name: 'Pris 2', selector: '.price' })).json());
    expect((await patch(second.id, { name: 'PRIS' })).statusCode).toBe(409);
    expect((await patch(second.id, { name: 'Pris 2' })).statusCode).toBe(200);

    const empty = await post('/api/selector-studio/selectors', { name: ' ', selector: 'p' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/body\.name: Navnet må ha minst 1 tegn/);
    const long = await post('/api/selector-studio/selectors', { name: 'n'.repeat(101), selector: 'p' });
    expect(long.json().message).toMatch(/body\.name: Navnet kan være høyst 100 tegn/);
    expect((await post('/api/selector-studio/selectors', { name: 'n'.repeat(100), selector: 'p' })).statusCode).toBe(201);

    const invalid = await post('/api/selector-studio/selectors', { name: 'Ugyldig', selector: 'p:::x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/'p:::x' is not a valid selector/);
    expect((await patch(second.id, { selector: 'a[' })).json().message).toMatch(/'a\[' is not a valid selector/);
    expect((await patch(second.id, {})).statusCode).toBe(400);
  });

  it('validates with a blank page when no web page is open', async () => {
    await post('/api/browser-engine/navigate', { input: 'about:blank' });
    const invalid = await post('/api/selector-studio/selectors', { name: 'Blank', selector: 'div >' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/is not a valid selector/);
    expect((await post('/api/selector-studio/selectors', { name: 'Blank', selector: 'div > p' })).statusCode).toBe(201);
  });
});
