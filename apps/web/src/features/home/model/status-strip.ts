import type { AiStatus, BrowserEngineStatus, Health } from '@nova/shared';
import { homeStrings as t } from '@/lib/i18n/nb/home';

export type StatusTone = 'ok' | 'warning' | 'error' | 'unknown';

export interface StatusItem {
  tone: StatusTone;
  text: string;
  /** Where to fix what is missing: a page, or what to do on the server. */
  fix?: { href: string; label: string } | { hint: string };
}

export type Loaded<T> = { state: 'pending' } | { state: 'error'; message: string } | { state: 'success'; data: T };

const pending: StatusItem = { tone: 'unknown', text: t.status.checking };

/** The model provider: set up or not (and where to set it up). */
export function aiStatusItem(status: Loaded<AiStatus>): StatusItem {
  if (status.state === 'pending') return pending;
  if (status.state === 'error') return { tone: 'error', text: status.message };
  if (status.data.configured) return { tone: 'ok', text: t.status.aiConfigured(status.data.model) };
  return { tone: 'warning', text: t.status.aiMissing, fix: { href: '/settings', label: t.status.aiFix } };
}

export function browserStatusItem(status: Loaded<BrowserEngineStatus>): StatusItem {
  if (status.state === 'pending') return pending;
  if (status.state === 'error') return { tone: 'error', text: status.message };
  if (!status.data.available) return { tone: 'error', text: t.status.browserMissing, fix: { hint: status.data.message ?? t.status.browserInstallHint } };
  return { tone: 'ok', text: status.data.running ? t.status.browserRunning : t.status.browserReady };
}

export function databaseStatusItem(status: Loaded<Health>): StatusItem {
  if (status.state === 'pending') return pending;
  if (status.state === 'error') return { tone: 'error', text: t.status.unreachable };
  const { database } = status.data;
  return database.status === 'ok'
    ? { tone: 'ok', text: t.status.databaseOk(database.dialect) }
    : { tone: 'error', text: t.status.databaseError(database.message ?? '') };
}
