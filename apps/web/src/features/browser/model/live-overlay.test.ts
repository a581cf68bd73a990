import { describe, expect, it } from 'vitest';
import { browserStrings as t } from '@/lib/i18n/nb/browser';
import type { LiveState } from '../hooks/use-live-connection';
import { liveOverlay } from './live-overlay';

const tab = { id: 't1', url: 'https://example.com/', title: 'Example', favicon: null, loading: false, canGoBack: false, canGoForward: false, error: null };
const open: LiveState = { connection: 'open', ready: true, tabs: [tab] as unknown as LiveState['tabs'], activeTabId: 't1', error: null };

describe('liveOverlay', () => {
  it('says what the view waits for, in order of what matters most', () => {
    expect(liveOverlay({ ...open, connection: 'reconnecting', error: 'Chromium mangler' })).toBe(t.reconnecting);
    expect(liveOverlay({ ...open, error: 'Chromium mangler' })).toBe('Chromium mangler');
    expect(liveOverlay({ ...open, connection: 'connecting', ready: false })).toBe(t.connecting);
    expect(liveOverlay({ ...open, ready: false })).toBe(t.starting);
    expect(liveOverlay({ ...open, tabs: [] })).toBe(t.noTabs);
  });

  it('is null while a page is shown', () => {
    expect(liveOverlay(open)).toBeNull();
  });
});
