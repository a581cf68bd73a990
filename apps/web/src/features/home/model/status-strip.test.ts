import type { BrowserEngineStatus, Health } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { homeStrings as t } from '@/lib/i18n/nb/home';
import { aiStatusItem, browserStatusItem, databaseStatusItem } from './status-strip';

const engine = (patch: Partial<BrowserEngineStatus>): BrowserEngineStatus => ({
  available: true,
  running: false,
  executablePath: '/usr/bin/chromium',
  message: null,
  liveViewers: 0,
  malformedMessages: 0,
  ...patch,
});
const health = (database: Health['database']): Health => ({ status: 'ok', version: '0.1.0', uptimeSeconds: 3, database });

describe('aiStatusItem', () => {
  it('is ok with the model when configured, a warning with a link to settings when not', () => {
    expect(aiStatusItem({ state: 'success', data: { configured: true, model: 'gpt-x', baseUrl: null, source: 'environment' } })).toEqual({
      tone: 'ok',
      text: t.status.aiConfigured('gpt-x'),
    });
    expect(aiStatusItem({ state: 'success', data: { configured: false, model: 'gpt-x', baseUrl: null, source: null } })).toEqual({
      tone: 'warning',
      text: t.status.aiMissing,
      fix: { href: '/settings', label: t.status.aiFix },
    });
  });

  it('shows the failure when the status cannot be read, and checking while it loads', () => {
    expect(aiStatusItem({ state: 'error', message: 'Serverfeil' })).toEqual({ tone: 'error', text: 'Serverfeil' });
    expect(aiStatusItem({ state: 'pending' })).toEqual({ tone: 'unknown', text: t.status.checking });
  });
});

describe('browserStatusItem', () => {
  it('tells running from ready, and explains how to install a missing Chromium', () => {
    expect(browserStatusItem({ state: 'success', data: engine({ running: true }) })).toEqual({ tone: 'ok', text: t.status.browserRunning });
    expect(browserStatusItem({ state: 'success', data: engine({}) })).toEqual({ tone: 'ok', text: t.status.browserReady });
    expect(browserStatusItem({ state: 'success', data: engine({ available: false, message: 'Install it' }) })).toEqual({
      tone: 'error',
      text: t.status.browserMissing,
      fix: { hint: 'Install it' },
    });
    expect(browserStatusItem({ state: 'success', data: engine({ available: false }) })).toMatchObject({ fix: { hint: t.status.browserInstallHint } });
  });
});

describe('databaseStatusItem', () => {
  it('shows the dialect when the database answers and the error when it does not', () => {
    expect(databaseStatusItem({ state: 'success', data: health({ status: 'ok', dialect: 'sqlite', migrations: 10 }) })).toEqual({
      tone: 'ok',
      text: t.status.databaseOk('sqlite'),
    });
    expect(databaseStatusItem({ state: 'success', data: health({ status: 'error', dialect: 'sqlite', migrations: 10, message: 'locked' }) })).toEqual({
      tone: 'error',
      text: t.status.databaseError('locked'),
    });
    expect(databaseStatusItem({ state: 'error', message: 'x' })).toEqual({ tone: 'error', text: t.status.unreachable });
  });
});
