import { strings } from '@/lib/i18n/strings';
import { openLiveSocketEarly } from '@/features/browser/live-socket';
import { type LazyComponent, lazyComponent } from '@/lib/lazy-component';

export interface AppRoute {
  path: string;
  label: string;
  component: LazyComponent<object>;
  /** Work worth starting before the page renders when the app opens at it. */
  prepare?: () => void;
}

/** Spec A §2. Each page is its own chunk, loaded on first visit. */
export const appRoutes: AppRoute[] = [
  { path: '/', label: strings.nav.home, component: lazyComponent(() => import('@/features/home/home-page').then((m) => m.HomePage)) },
  { path: '/browser', label: strings.nav.browser, component: lazyComponent(() => import('@/features/browser/browser-page').then((m) => m.BrowserPage)), prepare: openLiveSocketEarly },
  { path: '/outreach', label: strings.nav.outreach, component: lazyComponent(() => import('@/features/outreach/outreach-page').then((m) => m.OutreachPage)) },
  { path: '/qa-suite', label: strings.nav.qaSuite, component: lazyComponent(() => import('@/features/qa-suite/qa-suite-page').then((m) => m.QaSuitePage)) },
  { path: '/selector-studio', label: strings.nav.selectorStudio, component: lazyComponent(() => import('@/features/selector-studio/selector-studio-page').then((m) => m.SelectorStudioPage)), prepare: openLiveSocketEarly },
  { path: '/developer-dashboard', label: strings.nav.developerDashboard, component: lazyComponent(() => import('@/features/developer-dashboard/developer-dashboard-page').then((m) => m.DeveloperDashboardPage)) },
  { path: '/workflows', label: strings.nav.workflows, component: lazyComponent(() => import('@/features/workflows/workflow-builder-page').then((m) => m.WorkflowBuilderPage)) },
  { path: '/settings', label: strings.nav.settings, component: lazyComponent(() => import('@/features/settings/settings-page').then((m) => m.SettingsPage)) },
  { path: '/profile', label: strings.nav.profile, component: lazyComponent(() => import('@/features/profile/profile-page').then((m) => m.ProfilePage)) },
];

/** Starts the page at `pathname`: its chunk and its `prepare`; resolves at once for an unknown path. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const route = appRoutes.find((candidate) => candidate.path === pathname);
  route?.prepare?.();
  return route?.component.preload() ?? Promise.resolve();
}
