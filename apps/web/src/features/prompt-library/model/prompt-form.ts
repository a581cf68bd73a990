import {
  CUSTOM_PROMPT_AUTHOR,
  DEFAULT_PROMPT_CATEGORY,
  extractPlaceholders,
  parseTagList,
  type Prompt,
  type PromptCategory,
  UNTITLED_PROMPT_TITLE,
} from '@nova/shared';

export interface PromptFormValues {
  title: string;
  description: string;
  category: PromptCategory;
  content: string;
  /** Comma-separated, as typed (spec B §5). */
  tags: string;
}

export const EMPTY_PROMPT_FORM: PromptFormValues = {
  title: '',
  description: '',
  category: DEFAULT_PROMPT_CATEGORY,
  content: '',
  tags: '',
};

export const REQUIRED_PROMPT_FIELDS = ['title', 'description', 'content'] as const;
export type RequiredPromptField = (typeof REQUIRED_PROMPT_FIELDS)[number];

export function formFromPrompt(prompt: Prompt): PromptFormValues {
  return {
    title: prompt.title,
    description: prompt.description,
    category: prompt.category,
    content: prompt.content,
    tags: prompt.tags.join(', '),
  };
}

/** Spec B §5: title, description and content are required (blank counts as empty). */
export function missingPromptFields(values: PromptFormValues): RequiredPromptField[] {
  return REQUIRED_PROMPT_FIELDS.filter((field) => values[field].trim() === '');
}

/**
 * The prompt the form describes, as it is kept locally until the server answers: a new
 * one gets `id` and `now` as its dates, an edited one keeps its id, creation date,
 * usage, rating and examples.
 */
export function promptFromForm(values: PromptFormValues, target: { id: string; now: string; existing?: Prompt }): Prompt {
  const content = values.content.trim();
  const { existing } = target;
  return {
    id: existing?.id ?? target.id,
    title: values.title.trim() || UNTITLED_PROMPT_TITLE,
    description: values.description.trim(),
    category: values.category,
    content,
    placeholders: extractPlaceholders(content),
    examples: existing?.examples ?? [],
    tags: parseTagList(values.tags),
    rating: existing?.rating ?? 0,
    usageCount: existing?.usageCount ?? 0,
    author: existing?.author ?? CUSTOM_PROMPT_AUTHOR,
    isFavorite: existing?.isFavorite ?? false,
    isCustom: true,
    createdAt: existing?.createdAt ?? target.now,
    updatedAt: target.now,
  };
}
