import type { FastifyBaseLogger } from 'fastify';
import type { Tab } from './browser-tab.js';
import type { FrameMetadata } from './frame-coordinates.js';

export interface Viewport {
  width: number;
  height: number;
  deviceScaleFactor: number;
}

const JPEG_QUALITY = 75;
/** How often a stream of frames may trigger a title/history refresh of the active tab. */
const CONTENT_REFRESH_MS = 500;

interface ScreencastOptions {
  onFrame(frame: Buffer): void;
  /** Frames mean the page changed; the engine re-reads its title now and then. */
  onContentChange(): void;
  logger: FastifyBaseLogger;
}

/**
 * CDP screencast of one tab at a time, at the viewers' viewport. Every frame is acked at
 * once so Chromium keeps producing; viewers that cannot keep up drop frames themselves.
 */
export class Screencast {
  lastFrame: Buffer | null = null;
  lastMetadata: FrameMetadata | null = null;
  private casting: Tab | null = null;
  /** The tab lastFrame shows; kept while nobody watches so a returning viewer sees it at once. */
  private framed: Tab | null = null;
  private viewport: Viewport = { width: 1280, height: 800, deviceScaleFactor: 1 };
  private readonly listening = new WeakSet<Tab>();
  private chain: Promise<void> = Promise.resolve();
  private lastRefresh = 0;

  constructor(private readonly options: ScreencastOptions) {}

  /** Attaches the frame listener early so the first frame of a new tab is not missed. */
  async prepare(tab: Tab): Promise<void> {
    if (this.listening.has(tab)) return;
    this.listening.add(tab);
    try {
      const cdp = await tab.cdp();
      cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
        void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
        if (this.casting !== tab) return;
        const frame = Buffer.from(data, 'base64');
        this.lastFrame = frame;
        this.framed = tab;
        this.lastMetadata = { deviceWidth: metadata.deviceWidth, deviceHeight: metadata.deviceHeight, offsetTop: metadata.offsetTop };
        this.options.onFrame(frame);
        const now = Date.now();
        if (now - this.lastRefresh > CONTENT_REFRESH_MS) {
          this.lastRefresh = now;
          this.options.onContentChange();
        }
      });
    } catch (error) {
      this.options.logger.debug({ err: error }, 'screencast listener not attached (page closed)');
    }
  }

  /** Casts `tab` (or nothing) from now on. */
  follow(tab: Tab | null): Promise<void> {
    return this.serialize(async () => {
      if (this.casting === tab) return;
      const previous = this.casting;
      this.casting = tab;
      if (previous) await this.stop(previous);
      if (tab) {
        if (tab !== this.framed) this.lastFrame = null;
        await this.start(tab);
      }
    });
  }

  setViewport(viewport: Viewport): Promise<void> {
    return this.serialize(async () => {
      const same =
        viewport.width === this.viewport.width &&
        viewport.height === this.viewport.height &&
        viewport.deviceScaleFactor === this.viewport.deviceScaleFactor;
      this.viewport = viewport;
      if (same) return;
      this.lastFrame = null;
      if (!this.casting) return;
      await this.stop(this.casting);
      await this.start(this.casting);
    });
  }

  /** The last frame if it shows `tab`. */
  cachedFrameOf(tab: Tab | null): Buffer | null {
    return tab && tab === this.framed ? this.lastFrame : null;
  }

  /** Forgets everything after the browser went away. */
  reset(): void {
    this.casting = null;
    this.framed = null;
    this.lastFrame = null;
    this.lastMetadata = null;
  }

  private async start(tab: Tab): Promise<void> {
    await this.prepare(tab);
    const { width, height, deviceScaleFactor } = this.viewport;
    try {
      const cdp = await tab.cdp();
      await cdp.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor, mobile: false });
      await cdp.send('Page.startScreencast', {
        format: 'jpeg',
        quality: JPEG_QUALITY,
        maxWidth: Math.round(width * deviceScaleFactor),
        maxHeight: Math.round(height * deviceScaleFactor),
        everyNthFrame: 1,
      });
    } catch (error) {
      this.options.logger.debug({ err: error }, 'screencast did not start (page closed)');
    }
  }

  private async stop(tab: Tab): Promise<void> {
    try {
      const cdp = await tab.cdp();
      await cdp.send('Page.stopScreencast');
    } catch {
      // Closed pages have nothing to stop.
    }
  }

  private serialize(task: () => Promise<void>): Promise<void> {
    const next = this.chain.then(task, task);
    this.chain = next.catch(() => undefined);
    return next;
  }
}
