import { describe, expect, it } from 'vitest';
import {
  type Candidate,
  candidateSelectors,
  cssString,
  type ElementInfo,
  isHashedName,
  isStableClass,
  isStableId,
  ownCandidates,
  rankSuggestions,
} from '../selector-candidates.js';

const element = (tag: string, extra: Partial<ElementInfo> = {}): ElementInfo => ({
  tag,
  id: null,
  classes: [],
  attributes: {},
  nthOfType: 1,
  sameTypeSiblings: 1,
  ...extra,
});

describe('hashed-class detection', () => {
  it.each(['css-1q2w3e4', 'sc-bdVaJa', 'kXqPzR', 'jsx-2863397', 'emotion-0', 'Button_root__a1B2c', 'styles_card__3xYz1', 'x1a2b3c4', 'svelte-1abc2de'])(
    'treats %s as generated',
    (name) => expect(isHashedName(name)).toBe(true),
  );

  it.each(['product', 'product-card', 'btn-primary', 'mt-4', 'grid-cols-12', 'heading2', 'col-md-6', 'productCard', 'mainNavItem', 'btnLg', 'site_footer'])(
    'keeps %s',
    (name) => expect(isHashedName(name)).toBe(false),
  );

  it('skips state classes, Angular bookkeeping and names that need escaping', () => {
    for (const name of ['active', 'is-active', 'selected', 'hover', 'is-open', 'ng-star-inserted', 'hover:bg-blue', 'w-1/2', '2col']) {
      expect(isStableClass(name), name).toBe(false);
    }
    expect(isStableClass('banner')).toBe(true);
  });

  it('skips generated ids', () => {
    expect(isStableId('signup')).toBe(true);
    expect(isStableId(':r1:')).toBe(false);
    expect(isStableId('ember123')).toBe(false);
    expect(isStableId('react-select-2-input')).toBe(false);
    expect(isStableId('a1b2c3d4')).toBe(false);
  });

  it('quotes attribute values', () => {
    expect(cssString('a "b" \\c')).toBe('"a \\"b\\" \\\\c"');
  });
});

describe('candidate selectors', () => {
  it('prefers id, then test attributes, data attributes, name/aria-label/role, stable classes, then the tag', () => {
    const target = element('button', {
      id: 'buy',
      classes: ['css-1q2w3e4', 'btn', 'active'],
      attributes: { 'data-testid': 'buy-button', 'data-sku': 'honning', name: 'buy', 'aria-label': 'Kjøp', 'data-reactid': '.0.1' },
    });
    expect(ownCandidates(target)).toEqual([
      { selector: '#buy', strategy: 'id' },
      { selector: '[data-testid="buy-button"]', strategy: 'test-attribute' },
      { selector: 'button[data-sku="honning"]', strategy: 'data-attribute' },
      { selector: 'button[name="buy"]', strategy: 'attribute' },
      { selector: 'button[aria-label="Kjøp"]', strategy: 'attribute' },
      { selector: 'button.btn', strategy: 'class' },
      { selector: 'button', strategy: 'tag' },
    ]);
  });

  it('scopes by anchored ancestors, adds nth-of-type paths and always ends with the full path', () => {
    const target = element('p', { nthOfType: 2, sameTypeSiblings: 3 });
    const section = element('section', { classes: ['notes'], nthOfType: 1, sameTypeSiblings: 1 });
    const body = element('body');
    const html = element('html');
    const candidates = candidateSelectors(target, [section, body, html]).map((c) => c.selector);
    expect(candidates).toContain('section.notes p');
    expect(candidates).toContain('section.notes > p:nth-of-type(2)');
    expect(candidates).toContain('section > p:nth-of-type(2)');
    expect(candidates.at(-1)).toBe('html > body > section > p:nth-of-type(2)');
    expect(new Set(candidates).size).toBe(candidates.length);
  });
});

describe('ranking', () => {
  const result = (candidate: Candidate, count: number, matchesTarget = count === 1) => ({ ...candidate, count, matchesTarget });

  it('picks the best unique selector that matches the element, and lists the others as alternatives', () => {
    const ranked = rankSuggestions([
      result({ selector: '#gone', strategy: 'id' }, 0),
      result({ selector: 'li.product', strategy: 'class' }, 3),
      result({ selector: 'li[data-sku="voks-2"]', strategy: 'data-attribute' }, 1),
      result({ selector: 'li:nth-of-type(2)', strategy: 'path' }, 1),
      result({ selector: 'ul.products > li:nth-of-type(2)', strategy: 'path', anchored: true }, 1),
      result({ selector: 'li.other', strategy: 'class' }, 1, false),
      result({ selector: 'li[', strategy: 'attribute' }, -1),
    ]);
    expect(ranked?.best).toEqual({ selector: 'li[data-sku="voks-2"]', strategy: 'data-attribute' });
    expect(ranked?.alternatives).toEqual([
      { selector: 'ul.products > li:nth-of-type(2)', strategy: 'path' },
      { selector: 'li:nth-of-type(2)', strategy: 'path' },
    ]);
  });

  it('prefers shorter paths among equally anchored ones, and answers null when nothing is unique', () => {
    const ranked = rankSuggestions([
      result({ selector: 'html > body > div > p', strategy: 'path' }, 1),
      result({ selector: 'div > p', strategy: 'path' }, 1),
    ]);
    expect(ranked?.best.selector).toBe('div > p');
    expect(rankSuggestions([result({ selector: 'p', strategy: 'tag' }, 2)])).toBeNull();
  });
});
