import { useSyncExternalStore } from 'react';

/**
 * The routed page's first commit. Sidebar panels and other background hosts wait for it, so
 * their chunks and renders do not hold up the page the user opened (the /browser live view
 * connects in the page's first effects). A page that never commits, e.g. one that throws,
 * must not keep the rest of the workspace waiting: the wait has a cap.
 */
export const PAGE_READY_CAP_MS = 2000;

let ready = false;
const listeners = new Set<() => void>();

export function markPageReady(): void {
  if (ready) return;
  ready = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

export function subscribePageReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isPageReady(): boolean {
  return ready;
}

export function usePageReady(): boolean {
  return useSyncExternalStore(subscribePageReady, isPageReady);
}

/** Starts the cap; called once at start-up. */
export function capPageReadyWait(): void {
  setTimeout(markPageReady, PAGE_READY_CAP_MS);
}
