import type { Prompt } from '@nova/shared';
import type { PromptChange } from './local-prompts';

export interface PromptApi {
  create(prompt: Prompt): Promise<Prompt>;
  update(prompt: Prompt): Promise<Prompt>;
  remove(id: string): Promise<void>;
  /** Answers the new state. */
  toggleFavorite(id: string): Promise<boolean>;
}

/** The status of a failed request ("404: …", see apiRequest); null when there was no answer at all. */
export function httpStatusOf(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/** No answer, a server failure, a timeout or a rate limit: worth sending again later. */
export function isRetryable(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === null || status >= 500 || status === 408 || status === 429;
}

async function answering<T>(request: Promise<T>, status: number, fallback: () => Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (httpStatusOf(error) === status) return fallback();
    throw error;
  }
}

/**
 * Sends one change so that sending it again is harmless: a create whose answer was lost
 * finds its id taken (409) and becomes an update; an update of a prompt the server never
 * got (404) becomes a create; deleting what is gone succeeds. The favorite route toggles,
 * so it is called until the server holds the wanted state (twice at most).
 */
export async function sendPromptChange(change: PromptChange, api: PromptApi): Promise<Prompt | undefined> {
  switch (change.kind) {
    case 'save':
      return change.isNew
        ? answering(api.create(change.prompt), 409, () => api.update(change.prompt))
        : answering(api.update(change.prompt), 404, () => api.create(change.prompt));
    case 'delete':
      await answering(api.remove(change.id), 404, async () => undefined);
      return undefined;
    case 'favorite': {
      if ((await api.toggleFavorite(change.id)) !== change.isFavorite) await api.toggleFavorite(change.id);
      return undefined;
    }
  }
}
