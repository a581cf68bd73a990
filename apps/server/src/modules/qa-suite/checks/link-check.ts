import type { QaFinding } from '@nova/shared';
import type { APIRequestContext } from 'playwright-core';
import { finding } from './findings.js';
import { type LinkToCheck, mapWithConcurrency } from './link-selection.js';

export const LINK_CHECK_CONCURRENCY = 4;
export const LINK_CHECK_TIMEOUT_MS = 5000;

export type LinkOutcome = { ok: true; status: number } | { ok: false; status: number | null; reason: string };

/** 2xx and 3xx are fine: a redirect is not a broken link (it is not followed, so it never leaves the site). */
export function judgeStatus(status: number): LinkOutcome {
  return status < 400 ? { ok: true, status } : { ok: false, status, reason: `svarte ${status}` };
}

/**
 * HEAD first, GET when the server does not allow HEAD. Requests go through the browser
 * context's request API, so they carry the profile's cookies; same-origin links share the
 * host the engine's address policy already allowed.
 */
async function checkOne(request: APIRequestContext, url: string, timeoutMs: number): Promise<LinkOutcome> {
  const options = { timeout: timeoutMs, maxRedirects: 0, failOnStatusCode: false } as const;
  try {
    let response = await request.head(url, options);
    if (response.status() === 405 || response.status() === 501) {
      await response.dispose();
      response = await request.get(url, options);
    }
    const outcome = judgeStatus(response.status());
    await response.dispose();
    return outcome;
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return { ok: false, status: null, reason: /Timeout/i.test(text) ? `svarte ikke innen ${timeoutMs / 1000} s` : 'kunne ikke nås' };
  }
}

export async function checkLinks(
  request: APIRequestContext,
  links: readonly LinkToCheck[],
  options: { signal: AbortSignal; onChecked: (done: number) => void; timeoutMs?: number; concurrency?: number },
): Promise<QaFinding[]> {
  let done = 0;
  const outcomes = await mapWithConcurrency(links, options.concurrency ?? LINK_CHECK_CONCURRENCY, async (link) => {
    options.signal.throwIfAborted();
    const outcome = await checkOne(request, link.url, options.timeoutMs ?? LINK_CHECK_TIMEOUT_MS);
    done += 1;
    options.onChecked(done);
    return { link, outcome };
  });
  options.signal.throwIfAborted();
  return outcomes.flatMap(({ link, outcome }) =>
    outcome.ok ? [] : [finding('serious', 'broken-link', `Lenken til ${link.url} er brutt: ${outcome.reason}.`, link.selector)],
  );
}
