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
export function lazyComponent(load: () => Promise<ComponentType>): ComponentType {
  let pending: Promise<ComponentType> | null = null;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      forgetFailedLoads.add(() => {
        pending = null;
      });
      throw error;
    });
    return pending;
  };
  return function LazyComponent() {
    const Component = use(get());
    return <Component />;
  };
}
