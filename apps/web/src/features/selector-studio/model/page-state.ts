import type { BrowserTab } from '@nova/shared';

/** A tab selectors can be tried on: a loaded http(s) address, not the engine's error page. */
export function isWebPage(tab: Pick<BrowserTab, 'url' | 'error'> | undefined): boolean {
  return tab !== undefined && tab.error === null && /^https?:\/\//i.test(tab.url);
}
