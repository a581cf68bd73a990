import {
  CODE_REVIEW_LANGUAGES,
  CODE_REVIEW_MAX_CHARS,
  type AutoFixRequest,
  type AutoFixResponse,
  type CodeReview,
  DEFAULT_USER_ID,
  type ReviewPreferences,
  reviewPreferencesSchema,
} from '@nova/shared';
import type { ChatProviderSource } from '../ai-chat/chat-provider.js';
import { summarise } from './analysis/summary.js';
import { isIgnored } from './analysis/ignored-rules.js';
import { isSupportedLanguage } from './analysis/source-kind.js';
import type { CodeReviewRepo } from './ai-code-review.repo.js';
import { askModel } from './model-review.js';
import type { ReviewPool } from './review-pool.js';

/** A review or auto-fix that cannot run, with the status the API answers. */
export class CodeReviewError extends Error {
  constructor(
    readonly status: 400 | 413 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'CodeReviewError';
  }
}

/** A review that takes longer than this is stopped (its worker is replaced) and answered 503. */
export const REVIEW_TIMEOUT_MS = 30_000;

export interface CodeReviewDeps {
  repo: CodeReviewRepo;
  pool: ReviewPool;
  /** The workspace's model; none: the review is the static analysis alone. */
  provider: ChatProviderSource;
}

export interface ReviewInput {
  context: { code: string; language: string; filePath?: string | undefined; cursorPosition?: number | undefined };
  preferences?: ReviewPreferences | undefined;
  userId?: string | undefined;
}

function checkInput(code: string, language: string): void {
  if (!isSupportedLanguage(language)) {
    throw new CodeReviewError(400, `Unsupported language "${language}": supported languages are ${CODE_REVIEW_LANGUAGES.join(', ')}`);
  }
  if (code.length > CODE_REVIEW_MAX_CHARS) {
    throw new CodeReviewError(413, `Code is longer than ${CODE_REVIEW_MAX_CHARS} characters`);
  }
}

const isAbort = (error: unknown) => error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');

export function createCodeReviewService({ repo, pool, provider: providers }: CodeReviewDeps) {
  const inWorker = async <T>(task: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    try {
      return await task(AbortSignal.timeout(REVIEW_TIMEOUT_MS));
    } catch (error) {
      if (isAbort(error)) throw new CodeReviewError(503, `Code review took longer than ${REVIEW_TIMEOUT_MS / 1000} s and was stopped`);
      throw error;
    }
  };

  const preferencesOf = async (workspaceId: string, userId: string): Promise<ReviewPreferences> =>
    (await repo.findPreferences(workspaceId, userId)) ?? reviewPreferencesSchema.parse({});

  const reviewCode = async (workspaceId: string, input: ReviewInput): Promise<CodeReview> => {
    const started = performance.now();
    const { code, language, filePath } = input.context;
    checkInput(code, language);
    const preferences = input.preferences ?? (await preferencesOf(workspaceId, input.userId ?? DEFAULT_USER_ID));
    const analysis = await inWorker((signal) => pool.analyse({ code, language, ...(filePath ? { filePath } : {}), preferences }, signal));
    const provider = await providers(workspaceId);
    if (!provider) return { ...analysis, analysers: { ...analysis.analysers, model: 'not-configured' } };

    const contribution = code.trim() === '' ? { issues: [], suggestions: [] } : await askModel(provider, code, language, analysis.issues);
    if (!contribution) return { ...analysis, analysers: { ...analysis.analysers, model: 'failed' } };
    const focus = new Set(preferences.focusAreas);
    const modelIssues = contribution.issues.filter(
      (issue) => !isIgnored(issue.ruleId, preferences.ignoredRules) && (focus.size === 0 || focus.has(issue.type)),
    );
    const issues = [...analysis.issues, ...modelIssues];
    return {
      ...analysis,
      issues,
      summary: summarise(issues, analysis.summary.linesAnalyzed, performance.now() - started),
      suggestions: [...analysis.suggestions, ...contribution.suggestions],
      analysers: { ...analysis.analysers, model: 'used' },
    };
  };

  return {
    getPreferences: preferencesOf,

    async savePreferences(workspaceId: string, userId: string, preferences: ReviewPreferences): Promise<ReviewPreferences> {
      await repo.savePreferences(workspaceId, userId, preferences, new Date().toISOString());
      return preferences;
    },

    /** Static analysis in a worker, then (when a provider is configured) the model's additions. */
    async review(workspaceId: string, input: ReviewInput): Promise<CodeReview> {
      const review = await reviewCode(workspaceId, input);
      await repo.recordReview(workspaceId, new Date().toISOString());
      return review;
    },

    async autoFix(request: AutoFixRequest & { language: string }): Promise<AutoFixResponse> {
      checkInput(request.code, request.language);
      const preferences = request.preferences ? reviewPreferencesSchema.parse(request.preferences) : undefined;
      const result = await inWorker((signal) =>
        pool.autoFix(
          {
            code: request.code,
            issues: request.issues,
            language: request.language,
            ...(request.filePath ? { filePath: request.filePath } : {}),
            ...(preferences ? { preferences } : {}),
          },
          signal,
        ),
      );
      return { success: true, ...result };
    },
  };
}

export type CodeReviewService = ReturnType<typeof createCodeReviewService>;
