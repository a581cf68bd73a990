import { z } from 'zod';

/** Spec B §3: the issue types and severities of a code review. */
export const CODE_REVIEW_ISSUE_TYPES = [
  'bug',
  'security',
  'performance',
  'maintainability',
  'code_smell',
  'type_error',
  'logic_error',
  'memory_leak',
  'race_condition',
  'accessibility',
  'best_practice',
  'style',
  'documentation',
] as const;
export type CodeReviewIssueType = (typeof CODE_REVIEW_ISSUE_TYPES)[number];

export const CODE_REVIEW_SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type CodeReviewSeverity = (typeof CODE_REVIEW_SEVERITIES)[number];

export const STRICTNESS_LEVELS = ['lenient', 'moderate', 'strict'] as const;
export type StrictnessLevel = (typeof STRICTNESS_LEVELS)[number];

/** Spec B §5 and §9: indent size 2–8. */
export const CODE_REVIEW_INDENT_MIN = 2;
export const CODE_REVIEW_INDENT_MAX = 8;
/** Longer code is refused with 413 (documented in docs/api.md). */
export const CODE_REVIEW_MAX_CHARS = 200_000;
/** Spec B §4 and §9: the review re-runs about 0.5 s after a single fix. */
export const CODE_REVIEW_RERUN_DELAY_MS = 500;
export const CODE_REVIEW_CUSTOM_RULES_MAX = 50;

/**
 * Languages the review accepts. `typescript` and `javascript` take JSX when the file name ends in
 * .tsx/.jsx, or, without one, when the code contains JSX tags; `tsx` and `jsx` always do.
 */
export const CODE_REVIEW_LANGUAGES = ['typescript', 'javascript', 'tsx', 'jsx'] as const;
export type CodeReviewLanguage = (typeof CODE_REVIEW_LANGUAGES)[number];

export const userIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.@-]+$/, { message: 'User ids contain only letters, digits, "_", "-", "." and "@"' });

/**
 * A custom rule in its documented simple form: a regular expression searched line by line; every
 * match is an issue of the given type and severity with the given message.
 */
export const customRuleSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[\w-]+$/, { message: 'Rule ids contain only letters, digits, "_" and "-"' }),
  pattern: z
    .string()
    .min(1)
    .max(500)
    .refine(
      (pattern) => {
        try {
          new RegExp(pattern, 'u');
          return true;
        } catch {
          return false;
        }
      },
      { message: 'Not a valid regular expression' },
    ),
  message: z.string().min(1).max(300),
  type: z.enum(CODE_REVIEW_ISSUE_TYPES).default('best_practice'),
  severity: z.enum(CODE_REVIEW_SEVERITIES).default('medium'),
});
export type CustomRule = z.infer<typeof customRuleSchema>;

export const codingStyleSchema = z.object({
  indentSize: z
    .number()
    .int({ message: 'Indent size must be a whole number' })
    .min(CODE_REVIEW_INDENT_MIN, { message: `Indent size must be between ${CODE_REVIEW_INDENT_MIN} and ${CODE_REVIEW_INDENT_MAX}` })
    .max(CODE_REVIEW_INDENT_MAX, { message: `Indent size must be between ${CODE_REVIEW_INDENT_MIN} and ${CODE_REVIEW_INDENT_MAX}` }),
  quotes: z.enum(['single', 'double']),
  semicolons: z.boolean(),
  trailingComma: z.boolean(),
});
export type CodingStyle = z.infer<typeof codingStyleSchema>;

/** Spec B §3 "Review preferences" with the spec's defaults. */
export const DEFAULT_REVIEW_PREFERENCES = {
  strictnessLevel: 'moderate',
  focusAreas: [],
  ignoredRules: [],
  codingStyle: { indentSize: 2, quotes: 'single', semicolons: true, trailingComma: true },
  frameworks: ['react', 'typescript'],
  customRules: [],
} as const;

export const reviewPreferencesSchema = z.object({
  strictnessLevel: z.enum(STRICTNESS_LEVELS).default(DEFAULT_REVIEW_PREFERENCES.strictnessLevel),
  focusAreas: z.array(z.enum(CODE_REVIEW_ISSUE_TYPES)).max(CODE_REVIEW_ISSUE_TYPES.length).default([]),
  ignoredRules: z.array(z.string().min(1).max(120)).max(500).default([]),
  codingStyle: codingStyleSchema.default({ ...DEFAULT_REVIEW_PREFERENCES.codingStyle }),
  frameworks: z.array(z.string().min(1).max(50)).max(20).default([...DEFAULT_REVIEW_PREFERENCES.frameworks]),
  customRules: z.array(customRuleSchema).max(CODE_REVIEW_CUSTOM_RULES_MAX).default([]),
});
export type ReviewPreferences = z.infer<typeof reviewPreferencesSchema>;
export type ReviewPreferencesInput = z.input<typeof reviewPreferencesSchema>;

export const codeReviewContextSchema = z.object({
  code: z.string(),
  cursorPosition: z.number().int().min(0).optional(),
  language: z.string().min(1).max(40),
  filePath: z.string().max(500).optional(),
});
export type CodeReviewContext = z.infer<typeof codeReviewContextSchema>;

export const reviewRequestSchema = z.object({
  context: codeReviewContextSchema,
  /** Omitted: the user's stored preferences (or the defaults). */
  preferences: reviewPreferencesSchema.optional(),
  userId: userIdSchema.optional(),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

export const codeReviewIssueSchema = z.object({
  id: z.string(),
  type: z.enum(CODE_REVIEW_ISSUE_TYPES),
  severity: z.enum(CODE_REVIEW_SEVERITIES),
  title: z.string(),
  description: z.string(),
  /** 1-based; the issue spans line..endLine. */
  line: z.number().int().min(1),
  endLine: z.number().int().min(1),
  column: z.number().int().min(1),
  /** The source lines line..endLine as they were reviewed. */
  originalCode: z.string(),
  /** The same lines with the fix applied; null when the analyser offers no code change. */
  suggestedFix: z.string().nullable(),
  /** True only for deterministic fixes (ESLint fixers, formatting) that auto-fix applies. */
  autoFixable: z.boolean(),
  confidence: z.number().min(0).max(1),
  tags: z.array(z.string()),
  /** eslint rule id, `ts/<code>` for TypeScript, `custom/<id>`, `style/<aspect>` or `model`. */
  ruleId: z.string(),
  source: z.enum(['eslint', 'typescript', 'style', 'custom', 'model']),
});
export type CodeReviewIssue = z.infer<typeof codeReviewIssueSchema>;

export const reviewSummarySchema = z.object({
  totalIssues: z.number().int(),
  criticalCount: z.number().int(),
  highCount: z.number().int(),
  mediumCount: z.number().int(),
  lowCount: z.number().int(),
  infoCount: z.number().int(),
  linesAnalyzed: z.number().int(),
  /** Milliseconds. */
  analysisTime: z.number(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const METRIC_NAMES = ['maintainability', 'readability', 'testability', 'complexity'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export const metricExplanationSchema = z.object({
  method: z.string(),
  inputs: z.record(z.string(), z.number()),
});

export const reviewMetricsSchema = z.object({
  /** 0–100, higher is easier to maintain. */
  maintainability: z.number().min(0).max(100),
  /** 0–100, higher is easier to read. */
  readability: z.number().min(0).max(100),
  /** 0–100, higher is easier to test. */
  testability: z.number().min(0).max(100),
  /** 0–100, higher is more complex. */
  complexity: z.number().min(0).max(100),
  /** How each figure was computed, with its inputs. */
  details: z.record(z.enum(METRIC_NAMES), metricExplanationSchema),
});
export type ReviewMetrics = z.infer<typeof reviewMetricsSchema>;

export const SUGGESTION_IMPACTS = ['high', 'medium', 'low'] as const;

export const reviewSuggestionSchema = z.object({
  type: z.enum(['refactoring', 'performance', 'security', 'testing', 'documentation', 'style', 'best_practice']),
  impact: z.enum(SUGGESTION_IMPACTS),
  description: z.string(),
  source: z.enum(['analysis', 'model']),
});
export type ReviewSuggestion = z.infer<typeof reviewSuggestionSchema>;

export const STYLE_ASPECTS = ['indentSize', 'quotes', 'semicolons', 'trailingComma'] as const;
export type StyleAspect = (typeof STYLE_ASPECTS)[number];

export const styleCheckSchema = z.object({
  aspect: z.enum(STYLE_ASPECTS),
  expected: z.string(),
  /** Places following the preference and places breaking it. */
  matching: z.number().int(),
  violations: z.number().int(),
});

export const reviewPersonalizationSchema = z.object({
  /** How many of the four coding-style preferences the code follows throughout (0–4). */
  userStyleMatches: z.number().int().min(0).max(STYLE_ASPECTS.length),
  styleChecks: z.array(styleCheckSchema),
  strictnessLevel: z.enum(STRICTNESS_LEVELS),
  focusAreas: z.array(z.enum(CODE_REVIEW_ISSUE_TYPES)),
});

export const reviewSchema = z.object({
  issues: z.array(codeReviewIssueSchema),
  summary: reviewSummarySchema,
  metrics: reviewMetricsSchema,
  suggestions: z.array(reviewSuggestionSchema),
  personalization: reviewPersonalizationSchema,
  /** Which analysers contributed; `model` is `not-configured` without a provider. */
  analysers: z.object({
    eslint: z.boolean(),
    typescript: z.boolean(),
    model: z.enum(['used', 'not-configured', 'failed']),
  }),
});
export type CodeReview = z.infer<typeof reviewSchema>;

export const reviewResponseSchema = z.object({ success: z.literal(true), review: reviewSchema });
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** The issues to fix, as the review answered them (only ruleId, line and originalCode are used). */
export const autoFixIssueSchema = codeReviewIssueSchema
  .pick({ ruleId: true, line: true, originalCode: true, autoFixable: true })
  .extend({ id: z.string().optional() })
  .loose();

export const autoFixRequestSchema = z.object({
  code: z.string(),
  issues: z.array(autoFixIssueSchema).max(5_000),
  language: z.string().min(1).max(40).default('typescript'),
  filePath: z.string().max(500).optional(),
  /** Formatting follows codingStyle; omitted: the spec's defaults. */
  preferences: reviewPreferencesSchema.optional(),
});
export type AutoFixRequest = z.input<typeof autoFixRequestSchema>;

export const appliedFixSchema = z.object({
  ruleId: z.string(),
  /** Line in the code that was sent. */
  line: z.number().int(),
  description: z.string(),
});
export type AppliedFix = z.infer<typeof appliedFixSchema>;

export const autoFixResponseSchema = z.object({
  success: z.literal(true),
  fixedCode: z.string(),
  appliedFixes: z.array(appliedFixSchema),
});
export type AutoFixResponse = z.infer<typeof autoFixResponseSchema>;

export const reviewPreferencesResponseSchema = reviewPreferencesSchema;
