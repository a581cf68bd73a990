import { z } from 'zod';

/** Selector Studio (issue #12): CSS selectors tried against the browser engine's active page. */
export const SELECTOR_MAX_CHARS = 500;
/** Matches described in an evaluation answer; the count covers all of them. */
export const SELECTOR_MATCH_LIMIT = 50;
/** A match's text is trimmed, whitespace collapsed and cut to this many characters. */
export const SELECTOR_TEXT_MAX_CHARS = 200;
/** Elements outlined in the live page at most. */
export const SELECTOR_HIGHLIGHT_LIMIT = 500;
export const SAVED_SELECTOR_NAME_MAX = 100;
/** Saved selectors per workspace at most. */
export const SAVED_SELECTOR_LIMIT = 500;
/** Alternatives a suggestion lists besides its own selector, at most. */
export const SELECTOR_ALTERNATIVES_MAX = 5;

export const selectorSchema = z
  .string()
  .trim()
  .min(1, { message: 'Skriv inn en selektor' })
  .max(SELECTOR_MAX_CHARS, { message: `Selektoren kan være høyst ${SELECTOR_MAX_CHARS} tegn` });

export const evaluateSelectorRequestSchema = z.object({
  selector: selectorSchema,
  /** Outline the matches in the live page (default), replacing any earlier outline; false only reads. */
  highlight: z.boolean().default(true),
});
export type EvaluateSelectorRequest = z.input<typeof evaluateSelectorRequestSchema>;

export const elementRectSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

export const selectorMatchSchema = z.object({
  index: z.number().int().min(0),
  tag: z.string(),
  text: z.string(),
  /** The useful attributes the element has (id, class, href, src, alt, name, value, data-* …). */
  attributes: z.record(z.string(), z.string()),
  /** In the page's viewport, CSS pixels. */
  rect: elementRectSchema,
});
export type SelectorMatch = z.infer<typeof selectorMatchSchema>;

export const selectorEvaluationSchema = z.object({
  url: z.string(),
  selector: z.string(),
  count: z.number().int().min(0),
  /** The first SELECTOR_MATCH_LIMIT matches in document order. */
  matches: z.array(selectorMatchSchema),
});
export type SelectorEvaluation = z.infer<typeof selectorEvaluationSchema>;

const fraction = z.number().min(0).max(1);
const cssPixel = z.number().min(0).max(100_000);

/**
 * A point in the live view: `frame` as fractions of the drawn frame (like live input), or
 * `viewport` as CSS pixels of the page's viewport.
 */
export const suggestSelectorRequestSchema = z.discriminatedUnion('space', [
  z.object({ space: z.literal('frame'), x: fraction, y: fraction }),
  z.object({ space: z.literal('viewport'), x: cssPixel, y: cssPixel }),
]);
export type SuggestSelectorRequest = z.infer<typeof suggestSelectorRequestSchema>;

export const SELECTOR_STRATEGIES = ['id', 'test-attribute', 'data-attribute', 'attribute', 'class', 'tag', 'path'] as const;
export type SelectorStrategy = (typeof SELECTOR_STRATEGIES)[number];

export const selectorAlternativeSchema = z.object({ selector: z.string(), strategy: z.enum(SELECTOR_STRATEGIES) });
export type SelectorAlternative = z.infer<typeof selectorAlternativeSchema>;

export const selectorSuggestionSchema = z.object({
  url: z.string(),
  /** Matches exactly the element at the point. */
  selector: z.string(),
  strategy: z.enum(SELECTOR_STRATEGIES),
  element: selectorMatchSchema,
  /** Other selectors that also match only that element, best first. */
  alternatives: z.array(selectorAlternativeSchema),
});
export type SelectorSuggestion = z.infer<typeof selectorSuggestionSchema>;

export const savedSelectorNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'Navnet må ha minst 1 tegn' })
  .max(SAVED_SELECTOR_NAME_MAX, { message: `Navnet kan være høyst ${SAVED_SELECTOR_NAME_MAX} tegn` });

const pageUrlSchema = z.string().max(4096);

export const savedSelectorInputSchema = z.object({
  name: savedSelectorNameSchema,
  selector: selectorSchema,
  /** The page it was made on; "" when unknown. */
  url: pageUrlSchema.default(''),
});
export type SavedSelectorInput = z.input<typeof savedSelectorInputSchema>;

export const savedSelectorUpdateSchema = z
  .object({ name: savedSelectorNameSchema, selector: selectorSchema, url: pageUrlSchema })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: 'Oppgi name, selector eller url' });
export type SavedSelectorUpdate = z.infer<typeof savedSelectorUpdateSchema>;

export const savedSelectorSchema = z.object({
  id: z.string(),
  name: z.string(),
  selector: z.string(),
  url: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSelector = z.infer<typeof savedSelectorSchema>;

export const savedSelectorListSchema = z.object({ selectors: z.array(savedSelectorSchema) });
export const savedSelectorIdSchema = z.string().min(1).max(100);
