import { Suspense, useEffect, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { markPageReady } from '@/lib/page-ready';
import { AppErrorBoundary } from './app-error-boundary';
import { useInitialPageLoaded } from './initial-page';
import { NotFoundPage } from './not-found-page';
import { PageSkeleton } from './page-skeleton';
import { appRoutes } from './routes';

export function AppRoutes() {
  if (!useInitialPageLoaded()) return <PageSkeleton />;
  return (
    <AppErrorBoundary>
      <Suspense fallback={<PageSkeleton />}>
        <PageCommitted>
          <Switch>
            {appRoutes.map((route) => (
              <Route key={route.path} path={route.path} component={route.component} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </PageCommitted>
      </Suspense>
    </AppErrorBoundary>
  );
}

/** Its effect runs once the page inside the Suspense boundary has committed, not its fallback. */
function PageCommitted({ children }: { children: ReactNode }) {
  useEffect(markPageReady, []);
  return children;
}
