import { useSyncExternalStore } from 'react';
import { preloadRoute } from './routes';

/**
 * The chunk of the page the app was opened at. Until it has loaded, the page area shows its
 * skeleton as plain content rather than as a Suspense fallback: React holds back the content
 * that replaces a shown fallback for at least 300 ms, which on /browser delayed the first
 * live frame by as much. Whether the load succeeds or fails, the routes render afterwards (a
 * failure then reaches the error boundary as usual).
 */
let loaded = false;
const listeners = new Set<() => void>();

export function loadInitialPage(pathname: string): void {
  void preloadRoute(pathname)
    .catch(() => undefined)
    .finally(() => {
      loaded = true;
      for (const listener of listeners) listener();
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInitialPageLoaded(): boolean {
  return useSyncExternalStore(subscribe, () => loaded);
}
