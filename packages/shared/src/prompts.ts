import { z } from 'zod';

/** Spec B §3, in this order. */
export const PROMPT_CATEGORIES = [
  'code-generation',
  'debugging',
  'documentation',
  'refactoring',
  'testing',
  'design',
  'analysis',
  'learning',
  'automation',
  'optimization',
] as const;
export type PromptCategory = (typeof PROMPT_CATEGORIES)[number];

/** Built-in prompt ids are the category's abbreviation plus a number: cg-1, db-2, … (spec B §3). */
export const PROMPT_CATEGORY_ABBREVIATIONS: Readonly<Record<PromptCategory, string>> = {
  'code-generation': 'cg',
  debugging: 'db',
  documentation: 'doc',
  refactoring: 'rf',
  testing: 'test',
  design: 'design',
  analysis: 'analysis',
  learning: 'learn',
  automation: 'auto',
  optimization: 'opt',
};

/** What GET /api/prompts/categories answers for each category. */
export const PROMPT_CATEGORY_INFO: Readonly<Record<PromptCategory, { name: string; description: string }>> = {
  'code-generation': { name: 'Code Generation', description: 'Write new code, components and APIs from a description' },
  debugging: { name: 'Debugging', description: 'Find the cause of errors and unexpected behaviour' },
  documentation: { name: 'Documentation', description: 'READMEs, API references and code comments' },
  refactoring: { name: 'Refactoring', description: 'Improve the structure of code without changing what it does' },
  testing: { name: 'Testing', description: 'Unit, integration and end-to-end tests' },
  design: { name: 'Design', description: 'System design, data models, UI and accessibility' },
  analysis: { name: 'Analysis', description: 'Reviews, comparisons and summaries' },
  learning: { name: 'Learning', description: 'Explanations and study plans' },
  automation: { name: 'Automation', description: 'Scripts, pipelines and workflows' },
  optimization: { name: 'Optimization', description: 'Speed, memory and query performance' },
};

export const BUILT_IN_PROMPT_COUNT = 20;
/** Spec B §5: what an empty title becomes. */
export const UNTITLED_PROMPT_TITLE = 'Untitled Prompt';
export const DEFAULT_PROMPT_CATEGORY: PromptCategory = 'code-generation';
/** Spec B §9: the Popular tab and GET /api/prompts/popular. */
export const POPULAR_PROMPTS_LIMIT = 6;
/** Author of prompts made in the workspace when the request names none. */
export const CUSTOM_PROMPT_AUTHOR = 'You';
/** Custom prompt ids never clash with the built-in ones (cg-1 …). */
export const CUSTOM_PROMPT_ID_PREFIX = 'custom-';

export const PROMPT_TITLE_MAX = 200;
export const PROMPT_DESCRIPTION_MAX = 1_000;
export const PROMPT_CONTENT_MAX = 20_000;
export const PROMPT_TAGS_MAX = 20;
export const PROMPT_TAG_MAX = 50;
export const PROMPT_EXAMPLES_MAX = 10;
export const PROMPT_EXAMPLE_MAX = 2_000;
export const PROMPT_AUTHOR_MAX = 100;
export const PROMPT_RATING_MAX = 5;

/** Trimmed, blanks dropped, each tag once (letter case ignored; the first spelling is kept). */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLocaleLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** Spec B §5: tags are typed comma-separated. */
export function parseTagList(text: string): string[] {
  return normalizeTags(text.split(','));
}

export const promptCategorySchema = z.enum(PROMPT_CATEGORIES, {
  error: (issue) => (issue.input === undefined ? 'Required' : `Must be one of: ${PROMPT_CATEGORIES.join(', ')}`),
});

/** Path ids: built-in (cg-1) or custom (custom-…). */
export const promptIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/, { message: 'Prompt ids contain only letters, digits, "_" and "-"' });

export const customPromptIdSchema = z.string().regex(/^custom-[\w-]{1,93}$/, {
  message: 'Custom prompt ids are "custom-" followed by up to 93 letters, digits, "_" or "-"',
});

/** Spec B §3 "Prompt template", as the API answers it. */
export const promptSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: promptCategorySchema,
  content: z.string(),
  placeholders: z.array(z.string()),
  examples: z.array(z.string()),
  tags: z.array(z.string()),
  rating: z.number(),
  usageCount: z.number().int(),
  author: z.string(),
  isFavorite: z.boolean(),
  isCustom: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Prompt = z.infer<typeof promptSchema>;

const requiredText = { error: (issue: { input: unknown }) => (issue.input === undefined ? 'Required' : 'Expected text') };

/**
 * The body of PUT /api/prompts/{id} (and of POST without the id). Other fields of a prompt
 * object (usageCount, isFavorite, …) are ignored, so a client can send the prompt it shows.
 * Placeholders are not taken from the body: the server reads them from the content.
 */
export const promptInputSchema = z.object({
  title: z
    .string()
    .trim()
    .max(PROMPT_TITLE_MAX)
    .nullish()
    .transform((title) => title || UNTITLED_PROMPT_TITLE),
  description: z.string().trim().max(PROMPT_DESCRIPTION_MAX).default(''),
  category: promptCategorySchema,
  content: z.string(requiredText).trim().min(1, { message: 'Must not be empty' }).max(PROMPT_CONTENT_MAX),
  examples: z
    .array(z.string().max(PROMPT_EXAMPLE_MAX))
    .max(PROMPT_EXAMPLES_MAX)
    .default([])
    .transform((examples) => examples.map((e) => e.trim()).filter((e) => e !== '')),
  tags: z.array(z.string().max(PROMPT_TAG_MAX)).max(PROMPT_TAGS_MAX).default([]).transform(normalizeTags),
  rating: z.number().min(0).max(PROMPT_RATING_MAX).default(0),
  author: z.string().trim().max(PROMPT_AUTHOR_MAX).nullish(),
});
export type PromptInput = z.input<typeof promptInputSchema>;
export type ValidPromptInput = z.output<typeof promptInputSchema>;

/** POST /api/prompts: a client may choose the id (custom-…), so a retried save cannot store the prompt twice. */
export const createPromptSchema = promptInputSchema.extend({ id: customPromptIdSchema.optional() });
export type CreatePromptInput = z.input<typeof createPromptSchema>;
export type ValidCreatePromptInput = z.output<typeof createPromptSchema>;

export const promptListSchema = z.object({ prompts: z.array(promptSchema) });
export type PromptList = z.infer<typeof promptListSchema>;

export const promptCategoryInfoSchema = z.object({
  id: promptCategorySchema,
  name: z.string(),
  description: z.string(),
  promptCount: z.number().int(),
});
export type PromptCategoryInfo = z.infer<typeof promptCategoryInfoSchema>;
export const promptCategoryListSchema = z.object({ categories: z.array(promptCategoryInfoSchema) });

export const promptFavoriteSchema = z.object({ id: z.string(), isFavorite: z.boolean() });
export type PromptFavorite = z.infer<typeof promptFavoriteSchema>;

export const promptUsageSchema = z.object({ id: z.string(), usageCount: z.number().int() });
export type PromptUsage = z.infer<typeof promptUsageSchema>;
