import { use, type ComponentType } from 'react';

const forgetFailedLoads = new Set<() => void>();

/** Called when an error boundary resets: components whose chunk failed to load are requested again. */
export function retryFailedLoads(): void {
  for (const forget of forgetFailedLoads) forget();
  forgetFailedLoads.clear();
}

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Loads the chunk now; once loaded, the component renders without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * Like React.lazy, but a failed load (a network blip, a redeploy) is not final: the
 * rejection stays cached so the error screen shows, and Try Again loads the chunk anew.
 */
export function lazyComponent<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const get = () => {
    pending ??= load().then((component) => (loaded = component)).catch((error: unknown) => {
      forgetFailedLoads.add(() => {
        pending = null;
      });
      throw error;
    });
    return pending;
  };
  const LazyComponent = (props: P) => {
    const Component = loaded ?? use(get());
    return <Component {...props} />;
  };
  return Object.assign(LazyComponent, { preload: get });
}
