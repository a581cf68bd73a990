import { use, type ComponentType } from 'react';

const forgetFailedLoads = new Set<() => void>();

/** Called when an error boundary resets: components whose chunk failed to load are requested again. */
export function retryFailedLoads(): void {
  for (const forget of forgetFailedLoads) forget();
  forgetFailedLoads.clear();
}

/**
 * Like React.lazy, but a failed load (a network blip, a redeploy) is not final: the
 * rejection stays cached so the error screen shows, and Try Again loads the chunk anew.
 */
export function lazyComponent<P extends object = object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      forgetFailedLoads.add(() => {
        pending = null;
      });
      throw error;
    });
    return pending;
  };
  return function LazyComponent(props: P) {
    const Component = use(get());
    return <Component {...props} />;
  };
}
