import type { ComponentType } from 'react';
import { strings } from '@/lib/i18n/strings';
import { lazyComponent } from '@/lib/lazy-component';

export interface AppRoute {
  path: string;
  label: string;
  component: ComponentType;
}

/** Spec A §2. Each page is its own chunk, loaded on first visit. */
export const appRoutes: AppRoute[] = [
  { path: '/', label: strings.nav.home, component: lazyComponent(() => import('@/features/home/home-page').then((m) => m.HomePage)) },
  { path: '/browser', label: strings.nav.browser, component: lazyComponent(() => import('@/features/browser/browser-page').then((m) => m.BrowserPage)) },
  { path: '/outreach', label: strings.nav.outreach, component: lazyComponent(() => import('@/features/outreach/outreach-page').then((m) => m.OutreachPage)) },
  { path: '/qa-suite', label: strings.nav.qaSuite, component: lazyComponent(() => import('@/features/qa-suite/qa-suite-page').then((m) => m.QaSuitePage)) },
  { path: '/selector-studio', label: strings.nav.selectorStudio, component: lazyComponent(() => import('@/features/selector-studio/selector-studio-page').then((m) => m.SelectorStudioPage)) },
  { path: '/developer-dashboard', label: strings.nav.developerDashboard, component: lazyComponent(() => import('@/features/developer-dashboard/developer-dashboard-page').then((m) => m.DeveloperDashboardPage)) },
  { path: '/workflows', label: strings.nav.workflows, component: lazyComponent(() => import('@/features/workflows/workflow-builder-page').then((m) => m.WorkflowBuilderPage)) },
  { path: '/settings', label: strings.nav.settings, component: lazyComponent(() => import('@/features/settings/settings-page').then((m) => m.SettingsPage)) },
  { path: '/profile', label: strings.nav.profile, component: lazyComponent(() => import('@/features/profile/profile-page').then((m) => m.ProfilePage)) },
];
