import { randomUUID } from 'node:crypto';
import type { BrowserTab } from '@nova/shared';
import type { CDPSession, Page } from 'playwright-core';
import { errorPageHtml, navigationErrorMessage } from './error-page.js';
import { readFavicon } from './page-extract.js';

const CRASHED_MESSAGE = 'Fanen krasjet. Last inn siden på nytt.';

/**
 * One engine tab: the Playwright page, a CDP session for what Playwright does not expose
 * (history, screencast, device metrics), and the state the tab strip shows.
 */
/** How long settleHistory waits for the history to match the page at most. */
const HISTORY_SETTLE_MS = 1000;

export class Tab {
  readonly id = randomUUID().slice(0, 8);
  loading = false;
  title = '';
  favicon: string | null = null;
  canGoBack = false;
  canGoForward = false;
  /** Set while the tab shows the engine's error page; `failedUrl` is what the user asked for. */
  error: string | null = null;
  failedUrl: string | null = null;
  /** Navigations the engine started and is still waiting for. */
  engineNavigations = 0;
  private cdpSession: Promise<CDPSession> | null = null;

  constructor(
    readonly page: Page,
    private readonly changed: () => void,
  ) {
    const isMainNavigation = (request: { isNavigationRequest(): boolean; frame(): unknown }) =>
      request.isNavigationRequest() && request.frame() === page.mainFrame();
    page.on('request', (request) => {
      if (!isMainNavigation(request)) return;
      this.loading = true;
      this.clearError();
      this.changed();
    });
    page.on('requestfailed', (request) => {
      if (!isMainNavigation(request)) return;
      this.loading = false;
      const reason = request.failure()?.errorText ?? '';
      // An aborted navigation was stopped or replaced by another one; that is not an error.
      // Failures of the engine's own navigations are shown by the engine once they settle.
      if (!reason.includes('ERR_ABORTED') && this.engineNavigations === 0) {
        void this.showError(request.url(), navigationErrorMessage(reason, 0), true);
      }
      this.changed();
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) void this.refresh();
    });
    page.on('domcontentloaded', () => void this.refresh());
    page.on('load', () => {
      this.loading = false;
      void this.refresh();
    });
    page.on('crash', () => {
      this.loading = false;
      this.error = CRASHED_MESSAGE;
      this.failedUrl = page.url();
      this.changed();
    });
  }

  cdp(): Promise<CDPSession> {
    this.cdpSession ??= this.page.context().newCDPSession(this.page);
    return this.cdpSession;
  }

  /** The URL the strip and context show: the failed address while the error page is up. */
  get url(): string {
    return this.error !== null && this.failedUrl !== null ? this.failedUrl : this.page.url();
  }

  snapshot(): BrowserTab {
    return {
      id: this.id,
      url: this.url,
      title: this.error !== null ? 'Siden er ikke tilgjengelig' : this.title,
      favicon: this.error !== null ? null : this.favicon,
      loading: this.loading,
      canGoBack: this.canGoBack,
      canGoForward: this.canGoForward,
      error: this.error,
    };
  }

  /** Stops the page loading. Through CDP: page.evaluate would wait for the pending navigation. */
  async stopLoading(): Promise<void> {
    await this.cdp()
      .then((cdp) => cdp.send('Page.stopLoading'))
      .catch(() => undefined);
    this.loading = false;
  }

  /** Puts the engine's error page for `url` in the tab. */
  async showError(url: string, message: string, afterNetworkError: boolean): Promise<void> {
    this.error = message;
    this.failedUrl = url;
    this.loading = false;
    // After a network error Chromium commits its own error page a moment later; replacing it
    // before that would let it interrupt the next navigation.
    if (afterNetworkError) {
      await this.page
        .waitForURL((next) => next.protocol === 'chrome-error:', { timeout: 2000, waitUntil: 'commit' })
        .catch(() => undefined);
    }
    await this.page.setContent(errorPageHtml(url, message)).catch(() => undefined);
  }

  clearError(): void {
    this.error = null;
    this.failedUrl = null;
  }

  /**
   * Waits (briefly) until Chromium's session history has caught up with the page's URL. After
   * Back or Forward, Playwright can report the commit before the history's current entry moves
   * (seen under load, e.g. on a back-forward cache restore), and canGoForward read then is stale.
   */
  async settleHistory(): Promise<void> {
    const deadline = Date.now() + HISTORY_SETTLE_MS;
    while (!this.page.isClosed()) {
      const history = await (await this.cdp()).send('Page.getNavigationHistory').catch(() => null);
      if (!history || history.entries[history.currentIndex]?.url === this.page.url() || Date.now() >= deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * Re-reads title, icon and history. Each is read on its own: right after a history
   * navigation commits, the title can fail (the new document's context is not up yet) while
   * the history is already right, and a stale canGoForward would mislead the buttons.
   */
  async refresh(): Promise<void> {
    if (this.page.isClosed()) return;
    const [title, favicon, history] = await Promise.allSettled([
      this.page.title(),
      readFavicon(this.page),
      this.cdp().then((cdp) => cdp.send('Page.getNavigationHistory')),
    ]);
    const before = JSON.stringify([this.title, this.favicon, this.canGoBack, this.canGoForward]);
    if (title.status === 'fulfilled') this.title = title.value;
    if (favicon.status === 'fulfilled') this.favicon = favicon.value;
    if (history.status === 'fulfilled') {
      this.canGoBack = history.value.currentIndex > 0;
      this.canGoForward = history.value.currentIndex < history.value.entries.length - 1;
    }
    if (JSON.stringify([this.title, this.favicon, this.canGoBack, this.canGoForward]) !== before) this.changed();
  }
}
