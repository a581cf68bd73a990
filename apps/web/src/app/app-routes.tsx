import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AppErrorBoundary } from './app-error-boundary';
import { NotFoundPage } from './not-found-page';
import { PageSkeleton } from './page-skeleton';
import { appRoutes } from './routes';

export function AppRoutes() {
  return (
    <AppErrorBoundary>
      <Suspense fallback={<PageSkeleton />}>
        <Switch>
          {appRoutes.map((route) => (
            <Route key={route.path} path={route.path} component={route.component} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppErrorBoundary>
  );
}
