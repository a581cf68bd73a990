import { browserStrings as t } from '@/lib/i18n/nb/browser';
import type { LiveState } from '../hooks/use-live-connection';

/** The text laid over the live view while there is no page to show, or null when there is one. */
export function liveOverlay(state: LiveState): string | null {
  if (state.connection === 'reconnecting') return t.reconnecting;
  if (state.error) return state.error;
  if (state.connection === 'connecting') return t.connecting;
  if (!state.ready) return t.starting;
  return state.tabs.length === 0 ? t.noTabs : null;
}
