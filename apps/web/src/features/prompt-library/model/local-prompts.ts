import type { Prompt } from '@nova/shared';

/**
 * What this browser keeps of the workspace's library (spec B §3: custom prompts and
 * favorites in local storage), so it shows and stays usable while the server does not answer.
 */
export interface LocalPrompts {
  customPrompts: Prompt[];
  /** Ids of favorite prompts, built-in or custom. */
  favorites: string[];
}

/** A change made here that the server has not confirmed yet (spec B §8: the local copy is kept). */
export type PromptChange =
  | { kind: 'save'; prompt: Prompt; isNew: boolean }
  | { kind: 'delete'; id: string }
  | { kind: 'favorite'; id: string; isFavorite: boolean };

export type PendingChange = PromptChange & {
  /** Tells this change from one that replaced it while it was on its way. */
  seq: number;
  /** Failed attempts so far (the server did not answer). */
  attempts: number;
};

export const EMPTY_LOCAL_PROMPTS: LocalPrompts = { customPrompts: [], favorites: [] };

const changeId = (change: PromptChange) => (change.kind === 'save' ? change.prompt.id : change.id);

export function applyChange(local: LocalPrompts, change: PromptChange): LocalPrompts {
  switch (change.kind) {
    case 'save': {
      const index = local.customPrompts.findIndex((p) => p.id === change.prompt.id);
      if (index === -1) return { ...local, customPrompts: [...local.customPrompts, change.prompt] };
      const existing = local.customPrompts[index] as Prompt;
      const customPrompts = [...local.customPrompts];
      customPrompts[index] = { ...change.prompt, usageCount: existing.usageCount };
      return { ...local, customPrompts };
    }
    case 'delete':
      return {
        customPrompts: local.customPrompts.filter((p) => p.id !== change.id),
        favorites: local.favorites.filter((id) => id !== change.id),
      };
    case 'favorite': {
      const others = local.favorites.filter((id) => id !== change.id);
      return { ...local, favorites: change.isFavorite ? [...others, change.id] : others };
    }
  }
}

/**
 * Adds a change to the queue. A save replaces an earlier save of the same prompt in its
 * place (and stays a create if that one was); a favorite replaces the earlier favorite
 * change of the prompt; a delete drops the prompt's earlier saves and favorites. The
 * server still gets the delete, since an earlier save may have reached it already.
 */
export function enqueueChange(queue: readonly PendingChange[], change: PromptChange, seq: number): PendingChange[] {
  const id = changeId(change);
  const pending: PendingChange = { ...change, seq, attempts: 0 };
  switch (change.kind) {
    case 'save': {
      const index = queue.findIndex((c) => c.kind === 'save' && c.prompt.id === id);
      if (index === -1) return [...queue, pending];
      const earlier = queue[index] as Extract<PendingChange, { kind: 'save' }>;
      const next = [...queue];
      next[index] = { ...pending, kind: 'save', prompt: change.prompt, isNew: earlier.isNew || change.isNew };
      return next;
    }
    case 'favorite':
      return [...queue.filter((c) => !(c.kind === 'favorite' && c.id === id)), pending];
    case 'delete':
      return [...queue.filter((c) => changeId(c) !== id), pending];
  }
}

/** The server's list with the changes it has not seen yet applied on top. */
export function rebaseOnServer(server: readonly Prompt[], queue: readonly PendingChange[]): LocalPrompts {
  const base: LocalPrompts = {
    customPrompts: server.filter((p) => p.isCustom),
    favorites: server.filter((p) => p.isFavorite).map((p) => p.id),
  };
  return queue.reduce(applyChange, base);
}

/**
 * The library as shown: the server's built-ins (none while it does not answer) and the
 * local custom prompts, with the local favorites, and the server's usage counts.
 */
export function libraryPrompts(server: readonly Prompt[] | undefined, local: LocalPrompts): Prompt[] {
  const favorites = new Set(local.favorites);
  const usage = new Map((server ?? []).map((p) => [p.id, p.usageCount]));
  const builtIns = (server ?? []).filter((p) => !p.isCustom);
  return [...builtIns, ...local.customPrompts].map((p) => ({
    ...p,
    usageCount: usage.get(p.id) ?? p.usageCount,
    isFavorite: favorites.has(p.id),
  }));
}

/** Most recent first, each prompt once, at most `limit`. */
export function addRecent(recent: readonly string[], id: string, limit: number): string[] {
  return [id, ...recent.filter((r) => r !== id)].slice(0, limit);
}
