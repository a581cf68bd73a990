import { randomUUID } from 'node:crypto';
import {
  CUSTOM_PROMPT_AUTHOR,
  CUSTOM_PROMPT_ID_PREFIX,
  extractPlaceholders,
  POPULAR_PROMPTS_LIMIT,
  PROMPT_CATEGORIES,
  PROMPT_CATEGORY_INFO,
  type Prompt,
  type PromptCategoryInfo,
  type ValidCreatePromptInput,
  type ValidPromptInput,
} from '@nova/shared';
import { BUILT_IN_PROMPT_AUTHOR, BUILT_IN_PROMPTS, BUILT_IN_PROMPTS_UPDATED_AT } from './built-in-prompts.js';
import type { PromptRecord, PromptsRepo } from './prompts.repo.js';

/** A failure the routes answer with `status` and `{message}`. */
export class PromptError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PromptError';
  }
}

const notFound = (id: string) => new PromptError(404, `Prompt not found: ${id}`);

/** Most used first; equal use by rating, then by title. */
export function byPopularity(a: Prompt, b: Prompt): number {
  return b.usageCount - a.usageCount || b.rating - a.rating || a.title.localeCompare(b.title, 'en');
}

export const builtInPromptRecords = (): PromptRecord[] =>
  BUILT_IN_PROMPTS.map((seed) => ({
    ...seed,
    placeholders: extractPlaceholders(seed.content),
    author: BUILT_IN_PROMPT_AUTHOR,
    createdAt: BUILT_IN_PROMPTS_UPDATED_AT,
    updatedAt: BUILT_IN_PROMPTS_UPDATED_AT,
  }));

export interface PromptsServiceDeps {
  repo: PromptsRepo;
  clock: () => Date;
}

export function createPromptsService({ repo, clock }: PromptsServiceDeps) {
  const now = () => clock().toISOString();

  function record(id: string, input: ValidPromptInput, createdAt: string, updatedAt: string): PromptRecord {
    return {
      id,
      title: input.title,
      description: input.description,
      category: input.category,
      content: input.content,
      placeholders: extractPlaceholders(input.content),
      examples: input.examples,
      tags: input.tags,
      rating: input.rating,
      author: input.author || CUSTOM_PROMPT_AUTHOR,
      createdAt,
      updatedAt,
    };
  }

  async function found(workspaceId: string, id: string): Promise<Prompt> {
    const prompt = await repo.find(workspaceId, id);
    if (!prompt) throw notFound(id);
    return prompt;
  }

  async function refuseBuiltIn(id: string, action: 'edited' | 'deleted'): Promise<void> {
    if (await repo.isBuiltIn(id)) throw new PromptError(403, `Built-in prompts cannot be ${action}: ${id}`);
  }

  return {
    /** Idempotent: the library ends up exactly as BUILT_IN_PROMPTS, however often it runs. */
    seedBuiltIns: () => repo.seedBuiltIns(builtInPromptRecords()),

    list: (workspaceId: string) => repo.list(workspaceId),

    async popular(workspaceId: string): Promise<Prompt[]> {
      const prompts = await repo.list(workspaceId);
      return prompts.sort(byPopularity).slice(0, POPULAR_PROMPTS_LIMIT);
    },

    async categories(workspaceId: string): Promise<PromptCategoryInfo[]> {
      const prompts = await repo.list(workspaceId);
      return PROMPT_CATEGORIES.map((id) => ({
        id,
        ...PROMPT_CATEGORY_INFO[id],
        promptCount: prompts.filter((p) => p.category === id).length,
      }));
    },

    async create(workspaceId: string, input: ValidCreatePromptInput): Promise<Prompt> {
      const id = input.id ?? `${CUSTOM_PROMPT_ID_PREFIX}${randomUUID()}`;
      const at = now();
      if (!(await repo.insertCustom(workspaceId, record(id, input, at, at)))) {
        throw new PromptError(409, `A prompt with id ${id} already exists`);
      }
      return found(workspaceId, id);
    },

    async update(workspaceId: string, id: string, input: ValidPromptInput): Promise<Prompt> {
      await refuseBuiltIn(id, 'edited');
      const existing = await found(workspaceId, id);
      await repo.updateCustom(workspaceId, record(id, input, existing.createdAt, now()));
      return found(workspaceId, id);
    },

    async remove(workspaceId: string, id: string): Promise<void> {
      await refuseBuiltIn(id, 'deleted');
      if (!(await repo.deleteCustom(workspaceId, id))) throw notFound(id);
    },

    async toggleFavorite(workspaceId: string, id: string): Promise<{ id: string; isFavorite: boolean }> {
      await found(workspaceId, id);
      return { id, isFavorite: await repo.toggleFavorite(workspaceId, id) };
    },

    async recordUsage(workspaceId: string, id: string): Promise<{ id: string; usageCount: number }> {
      await found(workspaceId, id);
      return { id, usageCount: await repo.recordUsage(workspaceId, id, now()) };
    },
  };
}

export type PromptsService = ReturnType<typeof createPromptsService>;
