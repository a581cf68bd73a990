import type { ComponentType } from 'react';
import { strings } from '@/lib/i18n/strings';
import { lazyPage } from './lazy-page';

export interface AppRoute {
  path: string;
  label: string;
  component: ComponentType;
}

/** Spec A §2. Each page is its own chunk, loaded on first visit. */
export const appRoutes: AppRoute[] = [
  { path: '/', label: strings.nav.home, component: lazyPage(() => import('@/features/home/home-page').then((m) => m.HomePage)) },
  { path: '/browser', label: strings.nav.browser, component: lazyPage(() => import('@/features/browser/browser-page').then((m) => m.BrowserPage)) },
  { path: '/outreach', label: strings.nav.outreach, component: lazyPage(() => import('@/features/outreach/outreach-page').then((m) => m.OutreachPage)) },
  { path: '/qa-suite', label: strings.nav.qaSuite, component: lazyPage(() => import('@/features/qa-suite/qa-suite-page').then((m) => m.QaSuitePage)) },
  { path: '/selector-studio', label: strings.nav.selectorStudio, component: lazyPage(() => import('@/features/selector-studio/selector-studio-page').then((m) => m.SelectorStudioPage)) },
  { path: '/developer-dashboard', label: strings.nav.developerDashboard, component: lazyPage(() => import('@/features/developer-dashboard/developer-dashboard-page').then((m) => m.DeveloperDashboardPage)) },
  { path: '/settings', label: strings.nav.settings, component: lazyPage(() => import('@/features/settings/settings-page').then((m) => m.SettingsPage)) },
  { path: '/profile', label: strings.nav.profile, component: lazyPage(() => import('@/features/profile/profile-page').then((m) => m.ProfilePage)) },
];
