import { CODE_REVIEW_RERUN_DELAY_MS, type CodeReview } from '@nova/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToastsSnapshot } from '@/components/ui/toast-store';
import { applyFix, autoFixAll, reviewStore, runReview, setCode } from './review-store';

const fetchMock = vi.fn<typeof fetch>();
const initial = reviewStore.get();

function reviewWith(issues: CodeReview['issues']): CodeReview {
  const summary = { totalIssues: issues.length, criticalCount: 0, highCount: issues.length, mediumCount: 0, lowCount: 0, infoCount: 0, linesAnalyzed: 2, analysisTime: 5 };
  const detail = { method: 'm', inputs: {} };
  return {
    issues,
    summary,
    metrics: { maintainability: 90, readability: 90, testability: 90, complexity: 5, details: { maintainability: detail, readability: detail, testability: detail, complexity: detail } },
    suggestions: [],
    personalization: { userStyleMatches: 4, styleChecks: [], strictnessLevel: 'moderate', focusAreas: [] },
    analysers: { eslint: true, typescript: true, model: 'not-configured' },
  };
}

const nanIssue: CodeReview['issues'][number] = {
  id: 'use-isnan@2:5',
  type: 'bug',
  severity: 'high',
  title: 'Comparison with NaN',
  description: 'Use Number.isNaN',
  line: 2,
  endLine: 2,
  column: 5,
  originalCode: 'if (a === NaN) run();',
  suggestedFix: 'if (Number.isNaN(a)) run();',
  autoFixable: false,
  confidence: 1,
  tags: [],
  ruleId: 'use-isnan',
  source: 'eslint',
};

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', { origin: 'https://nova.example' });
  reviewStore.set(initial);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('review store', () => {
  it('keeps the answer of the newest review when an older one arrives later', async () => {
    setCode('const a = 1;\nif (a === NaN) run();');
    let answerFirst: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    fetchMock.mockResolvedValueOnce(json({ success: true, review: reviewWith([]) }));
    const first = runReview(undefined);
    await runReview(undefined);
    answerFirst(json({ success: true, review: reviewWith([nanIssue]) }));
    await first;
    expect(reviewStore.get().review?.issues).toEqual([]);
    expect(reviewStore.get().reviewing).toBe(false);
  });

  it('shows "Review Failed" when the review request fails', async () => {
    setCode('x');
    fetchMock.mockResolvedValueOnce(new Response('{"message":"boom"}', { status: 500 }));
    await runReview(undefined);
    expect(getToastsSnapshot()[0]).toMatchObject({ title: 'Review Failed', description: 'Failed to analyze code. Please try again.', variant: 'destructive' });
  });

  it('applies a single fix and reviews again 0.5 s later', async () => {
    vi.useFakeTimers();
    setCode('const a = 1;\nif (a === NaN) run();');
    expect(applyFix(nanIssue, undefined)).toBe(true);
    expect(reviewStore.get().code).toBe('const a = 1;\nif (Number.isNaN(a)) run();');
    fetchMock.mockResolvedValue(json({ success: true, review: reviewWith([]) }));
    vi.advanceTimersByTime(CODE_REVIEW_RERUN_DELAY_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).context.code).toContain('Number.isNaN');
  });

  it('does not apply a fix whose original code is no longer there', () => {
    setCode('something else');
    expect(applyFix(nanIssue, undefined)).toBe(false);
    expect(reviewStore.get().code).toBe('something else');
  });

  it('says "No Auto-fixes Available" when no issue is auto-fixable, without a request', async () => {
    setCode('const a = 1;\nif (a === NaN) run();');
    reviewStore.set({ ...reviewStore.get(), review: reviewWith([nanIssue]) });
    await autoFixAll(undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getToastsSnapshot()[0]).toMatchObject({ title: 'No Auto-fixes Available' });
  });

  it('puts the auto-fixed code in the editor and reviews again; "Auto-fix Failed" on errors', async () => {
    setCode('let a = 1');
    reviewStore.set({ ...reviewStore.get(), review: reviewWith([{ ...nanIssue, autoFixable: true, ruleId: 'prefer-const', line: 1, originalCode: 'let a = 1' }]) });
    fetchMock.mockResolvedValueOnce(json({ success: true, fixedCode: 'const a = 1;', appliedFixes: [{ ruleId: 'prefer-const', line: 1, description: 'x' }] }));
    fetchMock.mockResolvedValueOnce(json({ success: true, review: reviewWith([]) }));
    await autoFixAll(undefined);
    expect(reviewStore.get().code).toBe('const a = 1;');
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('/api/ai-code-review/review');

    reviewStore.set({ ...reviewStore.get(), review: reviewWith([{ ...nanIssue, autoFixable: true }]) });
    fetchMock.mockResolvedValueOnce(new Response('{"message":"x"}', { status: 500 }));
    await autoFixAll(undefined);
    expect(getToastsSnapshot()[0]).toMatchObject({ title: 'Auto-fix Failed', description: 'Failed to apply fixes. Please try manually.' });
    expect(reviewStore.get().fixing).toBe(false);
  });
});
