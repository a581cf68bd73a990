import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('page ready', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('tells waiting listeners once, when the page commits', async () => {
    const { markPageReady, subscribePageReady, isPageReady } = await import('./page-ready');
    const listener = vi.fn();
    subscribePageReady(listener);
    expect(isPageReady()).toBe(false);
    markPageReady();
    markPageReady();
    expect(isPageReady()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops waiting after the cap when the page never commits', async () => {
    const { capPageReadyWait, isPageReady, PAGE_READY_CAP_MS } = await import('./page-ready');
    capPageReadyWait();
    vi.advanceTimersByTime(PAGE_READY_CAP_MS - 1);
    expect(isPageReady()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isPageReady()).toBe(true);
  });
});
