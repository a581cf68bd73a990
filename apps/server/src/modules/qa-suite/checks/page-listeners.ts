import type { QaFinding } from '@nova/shared';
import type { Page, Request, Response } from 'playwright-core';
import { finding } from './findings.js';

/** Most console errors, page errors and failed requests kept per run, each. */
export const MAX_EVENTS_PER_KIND = 50;

/** Chromium logs every failed subresource as a console error too; those are reported as failed requests. */
const RESOURCE_CONSOLE_ERROR = /^Failed to load resource/;

export interface PageEvents {
  /** The main document's status after redirects, once it answered. */
  mainStatus(): number | null;
  findings(): QaFinding[];
  /** Stops recording: later requests (the link checks) are not the page's. */
  stop(): void;
}

/** Listens to a scratch page before it navigates: console, uncaught errors and the network. */
export function listenToPage(page: Page): PageEvents {
  const consoleErrors: QaFinding[] = [];
  const pageErrors: QaFinding[] = [];
  const failedRequests: QaFinding[] = [];
  let mainStatus: number | null = null;
  let recording = true;
  const keep = (list: QaFinding[], item: QaFinding) => {
    if (recording && list.length < MAX_EVENTS_PER_KIND) list.push(item);
  };
  const isMainDocument = (request: Request) => request.isNavigationRequest() && request.frame() === page.mainFrame();

  page.on('console', (message) => {
    if (message.type() !== 'error' || RESOURCE_CONSOLE_ERROR.test(message.text())) return;
    const { url, lineNumber } = message.location();
    keep(consoleErrors, finding('serious', 'console-error', `Konsollfeil: ${oneLine(message.text())}`, url ? `${url}:${lineNumber + 1}` : null));
  });
  page.on('pageerror', (error) => {
    keep(pageErrors, finding('serious', 'page-error', `Ufanget feil i siden: ${oneLine(error.message)}`, firstStackFrame(error.stack)));
  });
  page.on('response', (response: Response) => {
    if (!recording) return;
    const request = response.request();
    if (isMainDocument(request)) {
      mainStatus = response.status();
      return;
    }
    if (response.status() >= 400) {
      keep(failedRequests, finding('serious', 'failed-request', `${resourceLabel(request)} svarte ${response.status()} ${response.statusText()}`.trim(), request.url()));
    }
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'ukjent feil';
    // Loads the page itself cancelled (navigation, stop) are not failures of the site.
    if (reason === 'net::ERR_ABORTED' || isMainDocument(request)) return;
    keep(failedRequests, finding('serious', 'failed-request', `${resourceLabel(request)} kunne ikke lastes (${reason})`, request.url()));
  });

  return {
    mainStatus: () => mainStatus,
    findings: () => [...consoleErrors, ...pageErrors, ...failedRequests],
    stop: () => {
      recording = false;
    },
  };
}

const RESOURCE_LABELS: Record<string, string> = {
  stylesheet: 'Stilark',
  script: 'Skript',
  image: 'Bilde',
  font: 'Skrift',
  fetch: 'Forespørsel',
  xhr: 'Forespørsel',
  media: 'Medium',
  document: 'Dokument',
};

function resourceLabel(request: Request): string {
  return RESOURCE_LABELS[request.resourceType()] ?? 'Ressurs';
}

function oneLine(text: string, max = 300): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function firstStackFrame(stack: string | undefined): string | null {
  const frame = stack?.split('\n').find((line) => /^\s+at /.test(line));
  return frame ? frame.trim().replace(/^at /, '') : null;
}
