import { describe, expect, it } from 'vitest';
import { isWebPage } from './page-state';

describe('isWebPage', () => {
  it('accepts http and https pages without an error', () => {
    expect(isWebPage({ url: 'https://example.com/', error: null })).toBe(true);
    expect(isWebPage({ url: 'http://127.0.0.1:4000/a', error: null })).toBe(true);
  });

  it('refuses no tab, a blank tab and the error page', () => {
    expect(isWebPage(undefined)).toBe(false);
    expect(isWebPage({ url: 'about:blank', error: null })).toBe(false);
    expect(isWebPage({ url: 'https://nowhere.invalid/', error: 'Fant ikke serveren' })).toBe(false);
  });
});
