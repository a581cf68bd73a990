import { randomUUID } from 'node:crypto';
import {
  SAVED_SELECTOR_LIMIT,
  type SavedSelector,
  type SavedSelectorUpdate,
  type SelectorEvaluation,
  type SelectorSuggestion,
  type SuggestSelectorRequest,
} from '@nova/shared';
import type { Page } from 'playwright-core';
import type { BrowserEngine } from '../browser-engine/browser-engine.js';
import { NO_PAGE_MESSAGE } from '../browser-engine/browser-engine.routes.js';
import { frameToPage } from '../browser-engine/frame-coordinates.js';
import { candidateSelectors, rankSuggestions } from './selector-candidates.js';
import {
  checkCandidatesInPage,
  clearHighlightInPage,
  describeElementAt,
  evaluateInPage,
  selectorSyntaxError,
} from './selector-page.js';
import type { SelectorStudioRepo } from './selector-studio.repo.js';

export const PAGE_CHANGED_MESSAGE = 'Siden endret seg mens selektoren ble prøvd. Prøv igjen.';
export const NO_ELEMENT_MESSAGE = 'Fant ikke noe element på det punktet.';
export const SAVED_NOT_FOUND_MESSAGE = 'Selektoren finnes ikke (den kan være slettet).';
export const nameTakenMessage = (name: string) => `Du har allerede en selektor som heter «${name}».`;
const TOO_MANY_MESSAGE = `Du kan lagre høyst ${SAVED_SELECTOR_LIMIT} selektorer.`;
/** Validating a saved selector in a blank page must not hang a request. */
const CHECK_TIMEOUT_MS = 10_000;

/** A failure the routes answer with `status` and `{message}`. */
export class SelectorStudioError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'SelectorStudioError';
  }
}

/** The parts of the browser engine Selector Studio uses. */
export type SelectorStudioBrowser = Pick<BrowserEngine, 'withActivePage' | 'withScratchPage' | 'lastFrameMetadata'>;

interface Options {
  repo: SelectorStudioRepo;
  browser: SelectorStudioBrowser;
  clock?: () => Date;
}

/** Runs in the active page; a page that navigates meanwhile is a 409 the user can retry. */
async function inActivePage<T>(browser: SelectorStudioBrowser, work: (page: Page) => Promise<T>): Promise<T> {
  let result: T | null;
  try {
    result = await browser.withActivePage(work);
  } catch (error) {
    if (error instanceof SelectorStudioError) throw error;
    if (error instanceof Error && /Execution context was destroyed|Target page, context or browser has been closed|navigat/i.test(error.message)) {
      throw new SelectorStudioError(409, PAGE_CHANGED_MESSAGE);
    }
    throw error;
  }
  if (result === null) throw new SelectorStudioError(404, NO_PAGE_MESSAGE);
  return result;
}

/** Selector Studio (issue #12): selectors tried in the live page, suggestions for a picked element, saved selectors. */
export function createSelectorStudioService({ repo, browser, clock = () => new Date() }: Options) {
  /** The page's own parser decides: the active page's when one is open, else a blank page's. */
  async function syntaxError(selector: string): Promise<string | null> {
    const inActive = await browser
      .withActivePage(async (page) => ({ message: await selectorSyntaxError(page, selector) }))
      .catch(() => null);
    if (inActive) return inActive.message;
    return browser.withScratchPage('about:blank', AbortSignal.timeout(CHECK_TIMEOUT_MS), (page) => selectorSyntaxError(page, selector));
  }

  async function requireValid(selector: string): Promise<void> {
    const message = await syntaxError(selector);
    if (message !== null) throw new SelectorStudioError(400, message);
  }

  async function requireSaved(workspaceId: string, id: string): Promise<SavedSelector> {
    const saved = await repo.get(workspaceId, id);
    if (!saved) throw new SelectorStudioError(404, SAVED_NOT_FOUND_MESSAGE);
    return saved;
  }

  async function requireFreeName(workspaceId: string, name: string, exceptId?: string): Promise<void> {
    const existing = await repo.findByName(workspaceId, name);
    if (existing && existing.id !== exceptId) throw new SelectorStudioError(409, nameTakenMessage(existing.name));
  }

  return {
    async evaluate(selector: string, highlight: boolean): Promise<SelectorEvaluation> {
      const result = await inActivePage(browser, (page) => evaluateInPage(page, selector, highlight));
      if ('error' in result) throw new SelectorStudioError(400, result.error);
      return { ...result, selector };
    },

    /** Removes the outline; nothing to do without a page. */
    async clearHighlight(): Promise<void> {
      await browser.withActivePage(clearHighlightInPage).catch(() => undefined);
    },

    async suggest(request: SuggestSelectorRequest): Promise<SelectorSuggestion> {
      return inActivePage(browser, async (page) => {
        const frame = browser.lastFrameMetadata();
        // Without a frame yet, fractions are of the viewport, which is what the frame shows.
        const point =
          request.space === 'viewport'
            ? { x: request.x, y: request.y, fraction: false }
            : frame
              ? { ...frameToPage(request, frame), fraction: false }
              : { x: request.x, y: request.y, fraction: true };
        const picked = await describeElementAt(page, point);
        if (!picked) throw new SelectorStudioError(404, NO_ELEMENT_MESSAGE);
        const candidates = candidateSelectors(picked.target, picked.ancestors);
        const checked = await checkCandidatesInPage(
          page,
          candidates.map((c) => c.selector),
        );
        if (!checked) throw new SelectorStudioError(409, PAGE_CHANGED_MESSAGE);
        const ranked = rankSuggestions(candidates.map((c, i) => ({ ...c, count: -1, matchesTarget: false, ...checked[i] })));
        if (!ranked) throw new SelectorStudioError(409, PAGE_CHANGED_MESSAGE);
        return { url: picked.url, selector: ranked.best.selector, strategy: ranked.best.strategy, element: picked.element, alternatives: ranked.alternatives };
      });
    },

    list: (workspaceId: string) => repo.list(workspaceId),

    async create(workspaceId: string, input: { name: string; selector: string; url: string }): Promise<SavedSelector> {
      if ((await repo.count(workspaceId)) >= SAVED_SELECTOR_LIMIT) throw new SelectorStudioError(409, TOO_MANY_MESSAGE);
      await requireFreeName(workspaceId, input.name);
      await requireValid(input.selector);
      const now = clock().toISOString();
      const saved: SavedSelector = { id: randomUUID(), ...input, createdAt: now, updatedAt: now };
      await repo.insert(workspaceId, saved);
      return saved;
    },

    async update(workspaceId: string, id: string, update: SavedSelectorUpdate): Promise<SavedSelector> {
      const saved = await requireSaved(workspaceId, id);
      if (update.name !== undefined) await requireFreeName(workspaceId, update.name, id);
      if (update.selector !== undefined && update.selector !== saved.selector) await requireValid(update.selector);
      const fields = { name: update.name ?? saved.name, selector: update.selector ?? saved.selector, url: update.url ?? saved.url };
      const updatedAt = clock().toISOString();
      await repo.update(workspaceId, id, fields, updatedAt);
      return { ...saved, ...fields, updatedAt };
    },

    async remove(workspaceId: string, id: string): Promise<void> {
      if (!(await repo.remove(workspaceId, id))) throw new SelectorStudioError(404, SAVED_NOT_FOUND_MESSAGE);
    },
  };
}

export type SelectorStudioService = ReturnType<typeof createSelectorStudioService>;
