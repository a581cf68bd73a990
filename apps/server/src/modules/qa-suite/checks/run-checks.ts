import { QA_MAX_LINKS, type QaFinding, type QaStep, type QaSummary } from '@nova/shared';
import type { Page } from 'playwright-core';
import type { BrowserEngine } from '../../browser-engine/browser-engine.js';
import { runAxe } from './axe-check.js';
import {
  capFindings,
  countBySeverity,
  descriptionFindings,
  finding,
  httpStatusFindings,
  loadTimeFindings,
  sortFindings,
  titleFindings,
} from './findings.js';
import { checkLinks } from './link-check.js';
import { selectLinks } from './link-selection.js';
import { listenToPage, type PageEvents } from './page-listeners.js';
import { probePage } from './page-probe.js';

export interface CheckProgress {
  step: QaStep;
  progress: number;
}

export interface CheckResult {
  summary: QaSummary;
  findings: QaFinding[];
}

/** Where each step starts on the 0–100 bar; link checks fill the span up to accessibility. */
export const STEP_PROGRESS: Record<QaStep, number> = { queued: 0, loading: 5, page: 30, links: 35, accessibility: 75, done: 100 };

const MAX_IMAGE_FINDINGS = 20;

/** Thrown when the page could not be opened at all, as opposed to a check failing on it. */
export class NavigationFailure extends Error {
  constructor(readonly failure: unknown) {
    super(failure instanceof Error ? failure.message : String(failure));
  }
}

/**
 * Opens the address in a scratch page of the engine and runs every check on it. All the work
 * happens in Chromium (and its request API); Node only waits, so the event loop stays free.
 */
export async function runChecks(
  engine: BrowserEngine,
  url: string,
  options: { signal: AbortSignal; navigationTimeoutMs: number; report: (progress: CheckProgress) => void },
): Promise<CheckResult> {
  const { signal, report } = options;
  let events: PageEvents | null = null;
  let opened = false;
  report({ step: 'loading', progress: STEP_PROGRESS.loading });
  try {
    return await engine.withScratchPage(
      url,
      signal,
      async (page) => {
        opened = true;
        return inspect(page, events as PageEvents, options);
      },
      { beforeNavigation: (page) => (events = listenToPage(page)) },
    );
  } catch (error) {
    if (!opened && !signal.aborted) throw new NavigationFailure(error);
    throw error;
  }
}

async function inspect(
  page: Page,
  events: PageEvents,
  { signal, navigationTimeoutMs, report }: { signal: AbortSignal; navigationTimeoutMs: number; report: (progress: CheckProgress) => void },
): Promise<CheckResult> {
  // The load event measures the whole page (images, styles); a page that never gets there is reported, not failed.
  await page.waitForLoadState('load', { timeout: navigationTimeoutMs }).catch(() => undefined);
  signal.throwIfAborted();
  report({ step: 'page', progress: STEP_PROGRESS.page });
  const probe = await probePage(page);
  events.stop();
  const finalUrl = page.url();
  const httpStatus = events.mainStatus();

  const images = probe.imagesWithoutAlt.map((image) =>
    finding('serious', 'image-alt', `Bildet mangler alt-tekst${image.src ? `: ${shortUrl(image.src)}` : ''}.`, image.selector),
  );
  const findings: QaFinding[] = [
    ...httpStatusFindings(httpStatus, finalUrl),
    ...loadTimeFindings(probe.loadTimeMs, navigationTimeoutMs),
    ...titleFindings(probe.title),
    ...descriptionFindings(probe.description),
    ...events.findings(),
    ...capFindings(images, MAX_IMAGE_FINDINGS, (more) => finding('serious', 'image-alt', `${more} bilder til mangler alt-tekst.`)),
  ];

  const selection = selectLinks(finalUrl, probe.anchors, QA_MAX_LINKS);
  report({ step: 'links', progress: STEP_PROGRESS.links });
  const span = STEP_PROGRESS.accessibility - STEP_PROGRESS.links;
  findings.push(
    ...(await checkLinks(page.request, selection.links, {
      signal,
      onChecked: (done) =>
        report({ step: 'links', progress: STEP_PROGRESS.links + Math.floor((span * done) / Math.max(1, selection.links.length)) }),
    })),
  );

  report({ step: 'accessibility', progress: STEP_PROGRESS.accessibility });
  findings.push(...(await runAxe(page)));
  signal.throwIfAborted();

  const sorted = sortFindings(findings);
  return {
    findings: sorted,
    summary: {
      httpStatus,
      finalUrl,
      title: probe.title,
      loadTimeMs: probe.loadTimeMs,
      linksChecked: selection.links.length,
      linksSkipped: selection.skipped,
      counts: countBySeverity(sorted),
    },
  };
}

function shortUrl(url: string): string {
  return url.length > 120 ? `${url.slice(0, 119)}…` : url;
}
