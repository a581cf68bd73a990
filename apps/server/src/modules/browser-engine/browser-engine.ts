import fs from 'node:fs';
import path from 'node:path';
import {
  BROWSER_MAX_TABS,
  type BrowserEngineContext,
  type BrowserEngineStatus,
  type BrowserTab,
  type BrowserTabList,
  type HistoryAction,
  type LiveClientMessage,
  type LiveServerEvent,
  type PageContent,
} from '@nova/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type BrowserContext, chromium, type Page, type Route } from 'playwright-core';
import type { BrowserConfig } from '../../config.js';
import { Tab } from './browser-tab.js';
import { chromiumMissingMessage, EngineError } from './engine-error.js';
import { isTimeoutError, navigationErrorMessage } from './error-page.js';
import { extractContent, readSelection } from './page-extract.js';
import { createPrivateNetworkGuard, PRIVATE_NETWORK_MESSAGE, type Resolver } from './private-network.js';
import { LiveInput } from './live-input.js';
import { Screencast } from './screencast.js';
import { BLANK_PAGE, checkUrl, resolveAddress, resolvePageAddress } from './url-policy.js';

export const RESTARTED_NOTICE = 'Nettleseren startet på nytt';
export const TOO_MANY_TABS_MESSAGE = `Du kan ha høyst ${BROWSER_MAX_TABS} faner åpne. Lukk en fane først.`;
/** How long a closed page's URL is kept in case the whole browser is closing. */
const PAGE_CLOSE_GRACE_MS = 1000;
const TAB_NOT_FOUND_MESSAGE = 'Fanen finnes ikke (den kan være lukket).';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--mute-audio',
  '--window-size=1280,800',
];

/** Someone watching the live view: frames go to sendFrame, JSON events to sendEvent. */
export interface LiveViewer {
  sendFrame(frame: Buffer): void;
  sendEvent(event: LiveServerEvent): void;
}

export interface ScratchPageOptions {
  /** Runs on the new page before it navigates, e.g. to listen to its console and network. */
  beforeNavigation?: (page: Page) => void;
}

export interface BrowserEngineOptions extends BrowserConfig {
  profileDir: string;
  logger: FastifyBaseLogger;
  /** DNS for the private-network check; tests replace it. */
  resolver?: Resolver;
}

/**
 * The server's Chromium (issue #5): launched on first use with a persistent profile, one
 * shared set of tabs, a live view for any number of viewers, and recovery after a crash.
 */
export class BrowserEngine {
  private browser: BrowserContext | null = null;
  private starting: Promise<BrowserContext> | null = null;
  private readonly tabs = new Map<string, Tab>();
  private activeId: string | null = null;
  private readonly viewers = new Set<LiveViewer>();
  private readonly screencast: Screencast;
  private readonly isBlocked;
  private closingContext: BrowserContext | null = null;
  private shuttingDown = false;
  /** URLs to reopen when the browser comes back after an idle close or a crash. */
  private restoreUrls: string[] = [];
  /**
   * Each tab's URL by tab id, kept a moment after its page closes: when the browser goes
   * away, its pages report their close just before it does, and they should come back.
   */
  private readonly openUrls = new Map<string, string>();
  private crashed = false;
  private idleTimer: NodeJS.Timeout | null = null;
  private tabsEventQueued = false;
  private malformedMessages = 0;
  private inFlight = 0;
  private readonly input: LiveInput;
  /** Pages of withScratchPage: never tabs. */
  private readonly scratchPages = new Set<Page>();
  private readonly scratchOpenings = new Set<Promise<Page>>();

  constructor(private readonly options: BrowserEngineOptions) {
    this.isBlocked = createPrivateNetworkGuard(options.resolver);
    this.input = new LiveInput(this, options.logger);
    this.screencast = new Screencast({
      onFrame: (frame) => {
        for (const viewer of this.viewers) viewer.sendFrame(frame);
      },
      onContentChange: () => void this.activeTab()?.refresh(),
      logger: options.logger,
    });
  }

  /**
   * Changes the search engine and private-network blocking while the server runs (the settings
   * page). The engine is one per server, so these are server-wide. A running Chromium starts or
   * stops refusing private addresses at once.
   */
  async applySettings(settings: { searchEngine: string; blockPrivateNetwork: boolean }): Promise<void> {
    this.options.searchEngine = settings.searchEngine;
    if (settings.blockPrivateNetwork === this.options.blockPrivateNetwork) return;
    this.options.blockPrivateNetwork = settings.blockPrivateNetwork;
    const context = this.browser;
    if (!context) return;
    if (settings.blockPrivateNetwork) await context.route('**/*', this.blockPrivateRequests);
    else await context.unroute('**/*', this.blockPrivateRequests);
  }

  /** The settings applySettings last set (or the configuration's). */
  currentSettings(): { searchEngine: string; blockPrivateNetwork: boolean } {
    return { searchEngine: this.options.searchEngine, blockPrivateNetwork: this.options.blockPrivateNetwork };
  }

  private readonly blockPrivateRequests = async (route: Route): Promise<void> => {
    if (await this.isBlocked(route.request().url())) await route.abort('blockedbyclient');
    else await route.continue();
  };

  status(): BrowserEngineStatus {
    const available = isExecutable(this.options.executablePath);
    return {
      available,
      running: this.browser !== null,
      executablePath: this.options.executablePath,
      message: available ? null : chromiumMissingMessage(this.options.executablePath),
      liveViewers: this.viewers.size,
      malformedMessages: this.malformedMessages,
    };
  }

  /** A viewer's validated message: a new viewport, or input for the active page. */
  async receive(message: LiveClientMessage): Promise<void> {
    this.touch();
    if (message.type === 'viewport') await this.screencast.setViewport(message);
    else await this.input.handle(message);
  }

  /** Live-view messages that failed validation are ignored, but counted. */
  countMalformed(): void {
    this.malformedMessages += 1;
  }

  get isRunning(): boolean {
    return this.browser !== null;
  }

  /** Tabs as they are; does not start the browser. */
  listTabs(): BrowserTabList {
    return { tabs: [...this.tabs.values()].map((tab) => tab.snapshot()), activeTabId: this.activeId };
  }

  async openTab(input?: string): Promise<BrowserTab> {
    return this.busy(async () => {
      const url = input === undefined ? BLANK_PAGE : await this.resolve(input);
      const context = await this.ensureStarted();
      if (this.tabs.size >= BROWSER_MAX_TABS) throw new EngineError(409, TOO_MANY_TABS_MESSAGE);
      const tab = this.register(await context.newPage());
      await this.activate(tab.id);
      if (url !== BLANK_PAGE) await this.goto(tab, url);
      return tab.snapshot();
    });
  }

  async closeTab(id: string): Promise<void> {
    return this.busy(async () => {
      await this.ensureStarted();
      const tab = this.requireTab(id);
      this.openUrls.delete(id);
      await tab.page.close();
      this.forget(tab);
    });
  }

  async activate(id: string): Promise<BrowserTab> {
    return this.busy(async () => {
      await this.ensureStarted();
      const tab = this.requireTab(id);
      await this.activateTab(tab);
      return tab.snapshot();
    });
  }

  /** Opens address-bar text (a URL, or a search) in a tab, the active one by default. */
  async navigate(input: string, tabId?: string): Promise<BrowserTab> {
    return this.busy(async () => {
      const url = await this.resolve(input);
      await this.ensureStarted();
      const tab = tabId === undefined ? await this.activeOrNewTab() : this.requireTab(tabId);
      await this.goto(tab, url);
      return tab.snapshot();
    });
  }

  async history(tabId: string, action: HistoryAction): Promise<BrowserTab> {
    return this.busy(async () => {
      await this.ensureStarted();
      const tab = this.requireTab(tabId);
      const options = { timeout: this.options.navigationTimeoutMs, waitUntil: 'commit' as const };
      try {
        if (action === 'back') await tab.page.goBack(options);
        else if (action === 'forward') await tab.page.goForward(options);
        else if (action === 'reload') {
          if (tab.error !== null && tab.failedUrl !== null) await this.goto(tab, tab.failedUrl);
          else await tab.page.reload(options);
        } else {
          await tab.stopLoading();
        }
      } catch (error) {
        if (tab.page.isClosed()) throw new EngineError(404, TAB_NOT_FOUND_MESSAGE);
        const message = navigationErrorMessage(error, this.options.navigationTimeoutMs);
        await tab.showError(tab.page.url(), message, !isTimeoutError(error));
      }
      if (action === 'back' || action === 'forward') await tab.settleHistory();
      await tab.refresh();
      this.queueTabsEvent();
      return tab.snapshot();
    });
  }

  /** Spec B §7: the active tab's url, title and selection; empty while the browser is not running. */
  async context(): Promise<BrowserEngineContext> {
    return this.busy(async () => {
      const tab = this.activeTab();
      if (!tab) return { url: '', title: '', selectedText: '' };
      const selectedText = tab.error === null ? await readSelection(tab.page).catch(() => '') : '';
      const snapshot = tab.snapshot();
      return { url: snapshot.url === BLANK_PAGE ? '' : snapshot.url, title: snapshot.title, selectedText };
    });
  }

  /** The active page's readable content; null when there is no web page to read. */
  async content(): Promise<PageContent | null> {
    return this.busy(async () => {
      const tab = this.activeTab();
      if (!tab || tab.error !== null || !/^https?:/.test(tab.page.url())) return null;
      return extractContent(tab.page, this.options.contentMaxChars);
    });
  }

  /**
   * For workflow steps: opens the address in a page of its own that is not a tab (not listed, not
   * streamed, not restored), runs work on it and closes it. Aborting the signal closes the page at
   * once, which ends any call pending on it, and the call rejects with the signal's reason.
   */
  async withScratchPage<T>(
    input: string,
    signal: AbortSignal,
    work: (page: Page) => Promise<T>,
    options: ScratchPageOptions = {},
  ): Promise<T> {
    return this.busy(async () => {
      signal.throwIfAborted();
      const url = await this.resolve(input);
      const context = await this.ensureStarted();
      signal.throwIfAborted();
      const opening = context.newPage();
      this.scratchOpenings.add(opening);
      let page: Page;
      try {
        page = await opening;
        this.scratchPages.add(page);
      } finally {
        this.scratchOpenings.delete(opening);
      }
      const close = () => void page.close().catch(() => undefined);
      signal.addEventListener('abort', close, { once: true });
      try {
        signal.throwIfAborted();
        options.beforeNavigation?.(page);
        await page.goto(url, { waitUntil: 'domcontentloaded', timeout: this.options.navigationTimeoutMs });
        return await work(page);
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        throw new Error(firstLine(error));
      } finally {
        signal.removeEventListener('abort', close);
        this.scratchPages.delete(page);
        await page.close().catch(() => undefined);
      }
    });
  }

  /**
   * An address for a tool that tests a page (QA suite): http(s) only, never a search. Throws
   * EngineError 400 for a bad address and 403 when the private-network policy refuses it.
   */
  async checkPageAddress(input: string): Promise<string> {
    const resolved = resolvePageAddress(input);
    if (!resolved.ok) throw new EngineError(400, resolved.message);
    if (this.options.blockPrivateNetwork && (await this.isBlocked(resolved.url))) {
      throw new EngineError(403, PRIVATE_NETWORK_MESSAGE);
    }
    return resolved.url;
  }

  /**
   * Runs work on the active tab while it shows a web page (Selector Studio); null when there is
   * none (no tab, about:blank or the engine's error page). Does not start the browser.
   */
  async withActivePage<T>(work: (page: Page) => Promise<T>): Promise<T | null> {
    return this.busy(async () => {
      const tab = this.activeTab();
      if (!tab || tab.error !== null || !/^https?:/.test(tab.page.url())) return null;
      return work(tab.page);
    });
  }

  /** The page the live view shows and input goes to, if any. */
  activePage(): Page | null {
    return this.activeTab()?.page ?? null;
  }

  lastFrameMetadata() {
    return this.screencast.lastMetadata;
  }

  async addViewer(viewer: LiveViewer): Promise<void> {
    this.viewers.add(viewer);
    this.touch();
    if (this.browser) viewer.sendEvent({ type: 'tabs', ...this.listTabs() });
    await this.ensureStarted();
    if (this.tabs.size === 0) await this.openTab();
    viewer.sendEvent({ type: 'tabs', ...this.listTabs() });
    const cached = this.screencast.cachedFrameOf(this.activeTab());
    if (cached) viewer.sendFrame(cached);
    await this.screencast.follow(this.activeTab());
  }

  async removeViewer(viewer: LiveViewer): Promise<void> {
    this.viewers.delete(viewer);
    this.touch();
    if (this.viewers.size === 0) await this.screencast.follow(null);
  }

  /** Closes the browser for good (server shutdown). */
  async shutdown(): Promise<void> {
    this.shuttingDown = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    await this.closeContext();
  }

  async ensureStarted(): Promise<BrowserContext> {
    this.touch();
    if (this.browser) return this.browser;
    if (this.shuttingDown) throw new EngineError(503, 'Serveren stenger ned.');
    this.starting ??= this.launch().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private async launch(): Promise<BrowserContext> {
    if (!isExecutable(this.options.executablePath)) {
      throw new EngineError(503, chromiumMissingMessage(this.options.executablePath));
    }
    const started = Date.now();
    let context: BrowserContext;
    try {
      context = await chromium.launchPersistentContext(this.options.profileDir, {
        executablePath: this.options.executablePath,
        headless: true,
        viewport: null,
        args: CHROMIUM_ARGS,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
    } catch (error) {
      this.options.logger.error({ err: error }, 'chromium failed to start');
      throw new EngineError(503, `Nettleseren kunne ikke starte: ${firstLine(error)}`);
    }
    this.options.logger.info({ ms: Date.now() - started }, 'browser engine started');
    context.setDefaultNavigationTimeout(this.options.navigationTimeoutMs);
    context.on('close', () => this.onContextClosed(context));
    context.on('page', (page) => this.adoptPopup(page));
    if (this.options.blockPrivateNetwork) await context.route('**/*', this.blockPrivateRequests);
    this.browser = context;
    for (const page of context.pages()) this.register(page);
    await this.restoreTabs(context);
    if (this.crashed) {
      this.crashed = false;
      this.broadcast({ type: 'notice', message: RESTARTED_NOTICE });
    }
    const first = [...this.tabs.values()][0];
    if (first) await this.activateTab(first);
    return context;
  }

  private async restoreTabs(context: BrowserContext): Promise<void> {
    const urls = this.restoreUrls.slice(0, BROWSER_MAX_TABS);
    this.restoreUrls = [];
    for (const [index, url] of urls.entries()) {
      const existing = index === 0 ? [...this.tabs.values()][0] : undefined;
      const tab = existing ?? this.register(await context.newPage());
      // Restored pages load in the background; the caller does not wait for slow sites.
      void this.goto(tab, url).catch(() => undefined);
    }
  }

  private async activateTab(tab: Tab): Promise<void> {
    this.activeId = tab.id;
    await tab.page.bringToFront().catch(() => undefined);
    await this.screencast.follow(this.viewers.size > 0 ? tab : null);
    this.queueTabsEvent();
  }

  private register(page: Page): Tab {
    const known = [...this.tabs.values()].find((tab) => tab.page === page);
    if (known) return known;
    const tab = new Tab(page, () => this.queueTabsEvent());
    this.tabs.set(tab.id, tab);
    page.on('close', () => {
      this.forget(tab);
      const browser = this.browser;
      setTimeout(() => {
        if (this.browser === browser) this.openUrls.delete(tab.id);
      }, PAGE_CLOSE_GRACE_MS).unref();
    });
    void this.screencast.prepare(tab);
    this.queueTabsEvent();
    return tab;
  }

  /** Pages the site opens itself (target=_blank, window.open) become tabs, within the limit. */
  private adoptPopup(page: Page): void {
    // While a scratch page opens, wait to learn whether this is it.
    if (this.scratchOpenings.size > 0) {
      void Promise.allSettled([...this.scratchOpenings]).then(() => {
        if (!this.scratchPages.has(page) && !page.isClosed()) this.adoptPopup(page);
      });
      return;
    }
    // context.newPage() lands here too; openTab() has checked the limit and activates it.
    if ([...this.tabs.values()].some((tab) => tab.page === page)) return;
    if (this.tabs.size >= BROWSER_MAX_TABS) {
      void page.close().catch(() => undefined);
      this.broadcast({ type: 'notice', message: TOO_MANY_TABS_MESSAGE });
      return;
    }
    const tab = this.register(page);
    void this.activateTab(tab).catch(() => undefined);
  }

  private forget(tab: Tab): void {
    if (!this.tabs.delete(tab.id)) return;
    if (this.activeId === tab.id) {
      const next = [...this.tabs.values()].at(-1);
      this.activeId = next?.id ?? null;
      if (next && this.browser) void this.activateTab(next).catch(() => undefined);
      else void this.screencast.follow(null);
    }
    this.queueTabsEvent();
  }

  private onContextClosed(context: BrowserContext): void {
    if (this.browser !== context) return;
    const intentional = this.closingContext === context;
    this.restoreUrls = [...this.openUrls.values()].filter((url) => url !== BLANK_PAGE);
    this.openUrls.clear();
    this.browser = null;
    this.tabs.clear();
    this.activeId = null;
    this.screencast.reset();
    this.queueTabsEvent();
    if (intentional || this.shuttingDown) return;
    this.crashed = true;
    this.options.logger.warn('chromium exited unexpectedly; it restarts on next use');
    if (this.viewers.size > 0) {
      void this.ensureStarted()
        .then(() => this.activeTab() ?? this.openTab())
        .catch((error: unknown) => this.broadcast({ type: 'error', message: firstLine(error) }));
    }
  }

  private async closeContext(): Promise<void> {
    const context = this.browser ?? (await this.starting?.catch(() => null)) ?? null;
    if (!context) return;
    this.closingContext = context;
    await context.close().catch(() => undefined);
    this.onContextClosed(context);
  }

  private async goto(tab: Tab, url: string): Promise<void> {
    tab.clearError();
    tab.engineNavigations += 1;
    try {
      await tab.page.goto(url, { waitUntil: 'domcontentloaded', timeout: this.options.navigationTimeoutMs });
    } catch (error) {
      if (tab.page.isClosed()) throw new EngineError(404, TAB_NOT_FOUND_MESSAGE);
      if (!this.browser) throw new EngineError(503, RESTARTED_NOTICE);
      // A navigation that was stopped or replaced by a newer one is not a failure to show.
      const message = /ERR_ABORTED|interrupted by another navigation/.test(firstLine(error))
        ? null
        : navigationErrorMessage(error, this.options.navigationTimeoutMs);
      if (message !== null) {
        await tab.stopLoading();
        await tab.showError(url, message, !isTimeoutError(error));
      }
    } finally {
      tab.engineNavigations -= 1;
    }
    await tab.refresh();
    this.queueTabsEvent();
  }

  private async resolve(input: string): Promise<string> {
    const resolved = resolveAddress(input, this.options.searchEngine);
    if (!resolved.ok) throw new EngineError(400, resolved.message);
    const checked = checkUrl(resolved.url);
    if (!checked.ok) throw new EngineError(400, checked.message);
    if (this.options.blockPrivateNetwork && (await this.isBlocked(checked.url))) {
      throw new EngineError(403, PRIVATE_NETWORK_MESSAGE);
    }
    return checked.url;
  }

  private async activeOrNewTab(): Promise<Tab> {
    const active = this.activeTab();
    if (active) return active;
    const opened = await this.openTab();
    return this.requireTab(opened.id);
  }

  private activeTab(): Tab | null {
    return this.activeId === null ? null : (this.tabs.get(this.activeId) ?? null);
  }

  private requireTab(id: string): Tab {
    const tab = this.tabs.get(id);
    if (!tab) throw new EngineError(404, TAB_NOT_FOUND_MESSAGE);
    return tab;
  }

  private broadcast(event: LiveServerEvent): void {
    for (const viewer of this.viewers) viewer.sendEvent(event);
  }

  /** Coalesces the many page events of one navigation into one tabs message. */
  private queueTabsEvent(): void {
    if (this.tabsEventQueued) return;
    this.tabsEventQueued = true;
    setTimeout(() => {
      this.tabsEventQueued = false;
      const list = this.listTabs();
      if (this.browser) for (const tab of list.tabs) this.openUrls.set(tab.id, tab.url);
      this.broadcast({ type: 'tabs', ...list });
    }, 0);
  }

  /** Runs an operation during which the idle countdown cannot close the browser. */
  private async busy<T>(work: () => Promise<T>): Promise<T> {
    this.inFlight += 1;
    this.touch();
    try {
      return await work();
    } finally {
      this.inFlight -= 1;
      this.touch();
    }
  }

  /** Restarts the idle countdown; the browser closes after idleTimeoutMs without use or viewers. */
  private touch(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.options.idleTimeoutMs === 0 || this.shuttingDown) return;
    this.idleTimer = setTimeout(() => {
      if (this.viewers.size > 0 || this.inFlight > 0) return this.touch();
      this.options.logger.info('closing idle browser engine');
      void this.closeContext();
    }, this.options.idleTimeoutMs);
    this.idleTimer.unref();
  }
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}

export function browserProfileDir(dataDir: string): string {
  return path.join(dataDir, 'browser-profile');
}
