import type { Prompt } from '@nova/shared';
import { createStore, useStore, type Store } from '@/lib/create-store';
import { RECENT_PROMPTS_LIMIT } from './constants';
import { addRecent, applyChange, enqueueChange, rebaseOnServer, type PendingChange, type PromptChange } from './local-prompts';
import { readPromptState, writePromptState, type StoredPromptState } from './prompt-storage';

let store: Store<StoredPromptState> | null = null;
let nextSeq = 1;

/** Read from localStorage on first use, so the shell never pays for it. */
function promptStore(): Store<StoredPromptState> {
  if (!store) {
    const initial = readPromptState();
    nextSeq = Math.max(0, ...initial.queue.map((c) => c.seq)) + 1;
    store = createStore(initial);
  }
  return store;
}

function update(patch: (state: StoredPromptState) => Partial<StoredPromptState>): void {
  const current = promptStore().get();
  const next = { ...current, ...patch(current) };
  writePromptState(next, current);
  promptStore().set(next);
}

export const getPromptState = (): StoredPromptState => promptStore().get();

export function usePromptState<S>(selector: (state: StoredPromptState) => S): S {
  return useStore(promptStore(), selector);
}

/** Shows a change at once and queues it for the server. */
export function recordPromptChange(change: PromptChange): void {
  promptStore(); // Reading the stored queue first sets nextSeq past its numbers.
  const seq = nextSeq++;
  update((state) => ({ local: applyChange(state.local, change), queue: enqueueChange(state.queue, change, seq) }));
}

/**
 * The server confirmed the change. A saved prompt takes the server's copy (its dates)
 * unless it was edited again meanwhile.
 */
export function confirmPromptChange(seq: number, saved?: Prompt): void {
  update((state) => {
    const queue = state.queue.filter((c) => c.seq !== seq);
    const editedAgain = saved && queue.some((c) => c.kind === 'save' && c.prompt.id === saved.id);
    const local =
      saved && !editedAgain && state.local.customPrompts.some((p) => p.id === saved.id)
        ? applyChange(state.local, { kind: 'save', prompt: saved, isNew: false })
        : state.local;
    return { queue, local };
  });
}

export function markPromptChangeFailed(seq: number): void {
  update((state) => ({ queue: state.queue.map((c) => (c.seq === seq ? { ...c, attempts: c.attempts + 1 } : c)) }));
}

/** The server refused the change for good (not a failure to answer): it is not sent again. */
export function dropPromptChange(seq: number): void {
  update((state) => ({ queue: state.queue.filter((c) => c.seq !== seq) }));
}

/** The server's list arrived: it becomes the local copy, with the changes it has not seen on top. */
export function rebaseLocalPrompts(server: readonly Prompt[]): void {
  update((state) => ({ local: rebaseOnServer(server, state.queue) }));
}

export function rememberRecentPrompt(id: string): void {
  update((state) => ({ recent: addRecent(state.recent, id, RECENT_PROMPTS_LIMIT) }));
}

export function clearRecentPrompts(): void {
  update(() => ({ recent: [] }));
}

export const pendingPromptChanges = (): readonly PendingChange[] => promptStore().get().queue;
