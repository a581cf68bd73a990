import {
  CUSTOM_PROMPT_ID_PREFIX,
  customPromptIdSchema,
  PROMPT_CATEGORIES,
  PROMPT_RATING_MAX,
  type Prompt,
  type PromptCategory,
} from '@nova/shared';

export const PROMPT_EXPORT_FORMAT = 'nova-prompt-library';
export const PROMPT_EXPORT_VERSION = 1;

/** The prompt fields an export carries; usage and favorites are the workspace's, not the prompt's. */
export type ExportedPrompt = Pick<Prompt, 'id' | 'title' | 'description' | 'category' | 'content' | 'examples' | 'tags' | 'rating' | 'author' | 'createdAt' | 'updatedAt'>;

export interface PromptExport {
  format: typeof PROMPT_EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  /** The custom prompts (every workspace has the built-in ones). */
  prompts: ExportedPrompt[];
  /** Favorite prompt ids, built-in ones included. */
  favorites: string[];
}

export function buildPromptExport(prompts: readonly Prompt[], exportedAt: Date): PromptExport {
  return {
    format: PROMPT_EXPORT_FORMAT,
    version: PROMPT_EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    prompts: prompts
      .filter((p) => p.isCustom)
      .map(({ id, title, description, category, content, examples, tags, rating, author, createdAt, updatedAt }) => ({
        id,
        title,
        description,
        category,
        content,
        examples,
        tags,
        rating,
        author,
        createdAt,
        updatedAt,
      })),
    favorites: prompts.filter((p) => p.isFavorite).map((p) => p.id),
  };
}

export function exportFileName(at: Date): string {
  return `nova-prompts-${at.toISOString().slice(0, 10)}.json`;
}

/** An imported prompt, ready to save: `id` is the file's when it is a custom id, else a new one. */
export interface ImportedPrompt {
  id: string;
  title: string;
  description: string;
  category: PromptCategory;
  content: string;
  examples: string[];
  tags: string[];
  rating: number;
  author: string | null;
}

export interface PromptImport {
  prompts: ImportedPrompt[];
  favorites: string[];
  /** Entries without a title, content or known category (spec B §5). */
  dropped: number;
}

/** The file is not JSON, or holds no prompt list. */
export class PromptImportError extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim()) : [];
const isCategory = (value: unknown): value is PromptCategory => PROMPT_CATEGORIES.includes(value as PromptCategory);

function toImported(entry: unknown, newId: () => string): ImportedPrompt | null {
  if (!isRecord(entry)) return null;
  const title = text(entry.title);
  const content = text(entry.content);
  if (title === '' || content === '' || !isCategory(entry.category)) return null;
  const rating = typeof entry.rating === 'number' && Number.isFinite(entry.rating) ? Math.min(PROMPT_RATING_MAX, Math.max(0, entry.rating)) : 0;
  return {
    id: customPromptIdSchema.safeParse(entry.id).success ? (entry.id as string) : newId(),
    title,
    description: text(entry.description),
    category: entry.category,
    content,
    examples: textList(entry.examples),
    tags: textList(entry.tags),
    rating,
    author: text(entry.author) || null,
  };
}

/**
 * Reads an export of this library, a bare list of prompts, or a single prompt (what Share
 * copies). Entries without a title, content and known category are dropped.
 */
export function parsePromptImport(json: string, newId: () => string = () => `${CUSTOM_PROMPT_ID_PREFIX}${crypto.randomUUID()}`): PromptImport {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new PromptImportError('The file is not JSON');
  }
  let entries: unknown[];
  let favorites: string[] = [];
  if (Array.isArray(data)) entries = data;
  else if (isRecord(data) && Array.isArray(data.prompts)) {
    entries = data.prompts;
    favorites = textList(data.favorites);
  } else if (isRecord(data) && ('content' in data || 'title' in data)) entries = [data];
  else throw new PromptImportError('The file holds no prompts');

  const prompts = entries.flatMap((entry) => toImported(entry, newId) ?? []);
  if (prompts.length === 0 && favorites.length === 0) throw new PromptImportError('The file holds no usable prompts');
  return { prompts, favorites, dropped: entries.length - prompts.length };
}
