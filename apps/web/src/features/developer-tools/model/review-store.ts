import { CODE_REVIEW_RERUN_DELAY_MS, type CodeReview, type CodeReviewIssue, type CodeReviewLanguage, type ReviewPreferences } from '@nova/shared';
import { toast } from '@/components/ui/toast-store';
import { createStore, useStore } from '@/lib/create-store';
import { developerToolsStrings as t } from '@/lib/i18n/nb/developer-tools';
import { autoFixCode } from '../api/auto-fix-code';
import { REVIEW_USER_ID } from '../api/review-preferences';
import { reviewCode } from '../api/review-code';
import { applySingleFix, autoFixableIssues } from './apply-fix';

export interface ReviewState {
  code: string;
  language: CodeReviewLanguage;
  fileName: string;
  review: CodeReview | null;
  /** The code the review describes; issue lines refer to it. */
  reviewedCode: string | null;
  reviewing: boolean;
  fixing: boolean;
}

const initial: ReviewState = {
  code: '',
  language: 'typescript',
  fileName: 'example.tsx',
  review: null,
  reviewedCode: null,
  reviewing: false,
  fixing: false,
};

/** One review session per page: the sidebar panel and the developer dashboard share it, and it survives tab switches. */
export const reviewStore = createStore<ReviewState>(initial);

const patch = (changes: Partial<ReviewState>) => reviewStore.set({ ...reviewStore.get(), ...changes });

export const useReviewState = <S>(selector: (state: ReviewState) => S) => useStore(reviewStore, selector);

export const setCode = (code: string) => patch({ code });
export const setLanguage = (language: CodeReviewLanguage) => patch({ language });
export const setFileName = (fileName: string) => patch({ fileName });

let latestRequest = 0;
let rerunTimer: ReturnType<typeof setTimeout> | undefined;

/** Reviews the editor's code; a newer review's answer always wins over an older one. */
export async function runReview(preferences: ReviewPreferences | undefined): Promise<void> {
  clearTimeout(rerunTimer);
  const { code, language, fileName } = reviewStore.get();
  if (code.trim() === '') return;
  const request = ++latestRequest;
  patch({ reviewing: true });
  try {
    const review = await reviewCode({
      context: { code, cursorPosition: 0, language, filePath: fileName },
      userId: REVIEW_USER_ID,
      ...(preferences ? { preferences } : {}),
    });
    if (request === latestRequest) patch({ review, reviewedCode: code });
  } catch (error) {
    console.error('Code review failed:', error);
    if (request === latestRequest) toast({ title: t.errors.reviewFailed.title, description: t.errors.reviewFailed.description, variant: 'destructive' });
  } finally {
    if (request === latestRequest) patch({ reviewing: false });
  }
}

/** Spec B §4: applies one issue's fix in the editor, then reviews again about 0.5 s later. */
export function applyFix(issue: CodeReviewIssue, preferences: ReviewPreferences | undefined): boolean {
  const fixed = applySingleFix(reviewStore.get().code, issue);
  if (fixed === null) return false;
  patch({ code: fixed });
  clearTimeout(rerunTimer);
  rerunTimer = setTimeout(() => void runReview(preferences), CODE_REVIEW_RERUN_DELAY_MS);
  return true;
}

/** Sends every auto-fixable issue to the server's auto-fix, puts the result in the editor and reviews again. */
export async function autoFixAll(preferences: ReviewPreferences | undefined): Promise<void> {
  const { code, language, fileName, review } = reviewStore.get();
  // Issues whose lines were edited since the review no longer match their originalCode; the server skips them.
  const issues = review ? autoFixableIssues(review.issues) : [];
  if (issues.length === 0) {
    toast({ title: t.errors.noAutoFixes });
    return;
  }
  patch({ fixing: true });
  try {
    const result = await autoFixCode({ code, issues, language, filePath: fileName, ...(preferences ? { preferences } : {}) });
    patch({ code: result.fixedCode });
    toast({ title: t.issues.autoFixed(result.appliedFixes.length), durationMs: 2000 });
  } catch (error) {
    console.error('Auto-fix failed:', error);
    toast({ title: t.errors.autoFixFailed.title, description: t.errors.autoFixFailed.description, variant: 'destructive' });
    return;
  } finally {
    patch({ fixing: false });
  }
  await runReview(preferences);
}
