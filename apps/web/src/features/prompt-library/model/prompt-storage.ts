import { PROMPT_CATEGORIES, type Prompt } from '@nova/shared';
import * as v from 'valibot';
import { readStoredJson, writeStoredJson } from '@/lib/storage';
import { RECENT_PROMPTS_LIMIT } from './constants';
import type { LocalPrompts, PendingChange } from './local-prompts';

/** localStorage keys (spec B §3 names what is kept, not the keys). */
export const PROMPT_STORAGE_KEYS = {
  customPrompts: 'customPrompts',
  favorites: 'promptFavorites',
  recent: 'recentPrompts',
  queue: 'promptSyncQueue',
} as const;

const promptSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  category: v.picklist(PROMPT_CATEGORIES),
  content: v.string(),
  placeholders: v.array(v.string()),
  examples: v.array(v.string()),
  tags: v.array(v.string()),
  rating: v.number(),
  usageCount: v.number(),
  author: v.string(),
  isFavorite: v.boolean(),
  isCustom: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
}) satisfies v.GenericSchema<unknown, Prompt>;

// Only valibot functions the shell already uses: valibot is one module, so any other would grow the shell.
const queued = { seq: v.number(), attempts: v.number() };
const pendingSchema = v.variant('kind', [
  v.object({ ...queued, kind: v.literal('save'), prompt: promptSchema, isNew: v.boolean() }),
  v.object({ ...queued, kind: v.literal('delete'), id: v.string() }),
  v.object({ ...queued, kind: v.literal('favorite'), id: v.string(), isFavorite: v.boolean() }),
]) satisfies v.GenericSchema<unknown, PendingChange>;

/** A list where a broken entry is dropped instead of costing the whole list. */
function listOf<T>(schema: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items) => items.flatMap((item) => {
      const parsed = v.safeParse(schema, item);
      return parsed.success ? [parsed.output] : [];
    })),
  );
}

const idList = listOf(v.string());

export interface StoredPromptState {
  local: LocalPrompts;
  queue: PendingChange[];
  recent: string[];
}

export function readPromptState(): StoredPromptState {
  return {
    local: {
      customPrompts: readStoredJson(PROMPT_STORAGE_KEYS.customPrompts, listOf(promptSchema), []),
      favorites: readStoredJson(PROMPT_STORAGE_KEYS.favorites, idList, []),
    },
    queue: readStoredJson(PROMPT_STORAGE_KEYS.queue, listOf(pendingSchema), []),
    recent: readStoredJson(PROMPT_STORAGE_KEYS.recent, idList, []).slice(0, RECENT_PROMPTS_LIMIT),
  };
}

/** Writes the parts that changed; storage that is full or missing only costs persistence. */
export function writePromptState(next: StoredPromptState, previous?: StoredPromptState): void {
  if (next.local.customPrompts !== previous?.local.customPrompts) writeStoredJson(PROMPT_STORAGE_KEYS.customPrompts, next.local.customPrompts);
  if (next.local.favorites !== previous?.local.favorites) writeStoredJson(PROMPT_STORAGE_KEYS.favorites, next.local.favorites);
  if (next.queue !== previous?.queue) writeStoredJson(PROMPT_STORAGE_KEYS.queue, next.queue);
  if (next.recent !== previous?.recent) writeStoredJson(PROMPT_STORAGE_KEYS.recent, next.recent);
}
