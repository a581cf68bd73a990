import { useSyncExternalStore, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'wouter';
import { recordError, toErrorLogEntry } from '@/lib/error-log';
import { retryFailedLoads } from '@/lib/lazy-component';
import { ErrorScreen } from './error-screen';

/**
 * Errors caught since the page was loaded; drives the "refresh recommended" warning.
 * A store rather than a variable because onError runs after the fallback first renders.
 */
let errorsThisPageLoad = 0;
const countListeners = new Set<() => void>();
function countError(): void {
  errorsThisPageLoad += 1;
  for (const listener of countListeners) listener();
}
function subscribeToCount(listener: () => void): () => void {
  countListeners.add(listener);
  return () => countListeners.delete(listener);
}

function CountedErrorScreen(props: { error: unknown; onTryAgain: () => void; onGoHome: () => void }) {
  const errorCount = useSyncExternalStore(subscribeToCount, () => errorsThisPageLoad);
  return <ErrorScreen {...props} errorCount={errorCount} />;
}

/** Catches render errors below it, logs them (errorLog + reporter) and shows the error screen. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[location]}
      onReset={retryFailedLoads}
      onError={(error, info) => {
        countError();
        void recordError(toErrorLogEntry(error, info.componentStack));
      }}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <CountedErrorScreen
          error={error}
          onTryAgain={resetErrorBoundary}
          onGoHome={() => {
            navigate('/');
            resetErrorBoundary();
          }}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
