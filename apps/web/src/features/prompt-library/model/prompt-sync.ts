import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { promptLibraryStrings as t } from '@/lib/i18n/nb/prompt-library';
import { createPrompt } from '../api/create-prompt';
import { deletePrompt } from '../api/delete-prompt';
import { PROMPTS_KEY } from '../api/query-keys';
import { togglePromptFavorite } from '../api/toggle-prompt-favorite';
import { updatePrompt } from '../api/update-prompt';
import { PROMPT_SYNC_RETRY_MS } from './constants';
import { confirmPromptChange, dropPromptChange, markPromptChangeFailed, pendingPromptChanges } from './prompt-store';
import { isRetryable, sendPromptChange, type PromptApi } from './send-prompt-change';

const api: PromptApi = { create: createPrompt, update: updatePrompt, remove: deletePrompt, toggleFavorite: togglePromptFavorite };

let client: QueryClient | null = null;
let connections = 0;
let running: Promise<void> | null = null;
let runAgain = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** Moves each time the server confirms a change: a list fetched before that is stale. */
let generation = 0;

export const promptSyncGeneration = () => generation;
/** The app's query client, once a library view or launcher has mounted. */
export const promptQueryClient = (): QueryClient | null => client;

/** Asks the server for the lists again (after changes reached it). */
export function refreshPromptsSoon(): void {
  void client?.invalidateQueries({ queryKey: PROMPTS_KEY });
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flushPromptChanges(), PROMPT_SYNC_RETRY_MS);
}

/** Sends the queued changes in order until the queue is empty or the server stops answering. */
async function flush(): Promise<void> {
  let confirmed = 0;
  let recovered = false;
  for (;;) {
    const change = pendingPromptChanges()[0];
    if (!change) break;
    try {
      const saved = await sendPromptChange(change, api);
      confirmPromptChange(change.seq, saved);
      generation += 1;
      confirmed += 1;
      if (change.attempts > 0 && change.kind === 'save') recovered = true;
    } catch (error) {
      if (isRetryable(error)) {
        console.error('Prompt change not sent; the local copy is kept and sent again later:', error);
        markPromptChangeFailed(change.seq);
        scheduleRetry();
        break;
      }
      console.error('Prompt change refused by the server:', error);
      dropPromptChange(change.seq);
    }
  }
  if (confirmed > 0) refreshPromptsSoon();
  if (recovered) toast({ title: t.toasts.saved, description: t.toasts.savedLater });
}

/** One flush at a time; a request during a flush runs another one after it. */
export function flushPromptChanges(): Promise<void> {
  if (running) {
    runAgain = true;
    return running;
  }
  clearTimeout(retryTimer);
  running = flush().finally(() => {
    running = null;
    if (runAgain) {
      runAgain = false;
      void flushPromptChanges();
    }
  });
  return running;
}

const onOnline = () => void flushPromptChanges();

/** Mounted library views and launchers connect; the changes kept from an earlier visit go out at once. */
export function connectPromptSync(queryClient: QueryClient): () => void {
  client = queryClient;
  connections += 1;
  if (connections === 1) window.addEventListener('online', onOnline);
  if (pendingPromptChanges().length > 0) void flushPromptChanges();
  return () => {
    connections -= 1;
    if (connections === 0) window.removeEventListener('online', onOnline);
  };
}
