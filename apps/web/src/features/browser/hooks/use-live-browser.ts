import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { liveOverlay } from '../model/live-overlay';
import { useLiveConnection } from './use-live-connection';

/**
 * The live connection with what every page showing it needs around it: the active tab, the
 * view's overlay text, the painter hand-over, and `run` for tab actions, whose failure becomes
 * `actionError`. Engine notices become toasts.
 */
export function useLiveBrowser() {
  const painter = useRef<(frame: ArrayBuffer) => void>(() => undefined);
  const [actionError, setActionError] = useState<string | null>(null);
  const { state, send } = useLiveConnection(
    (frame) => painter.current(frame),
    (message) => toast({ title: message }),
  );

  const onFramePainter = useCallback((draw: (frame: ArrayBuffer) => void) => {
    painter.current = draw;
  }, []);

  const run = useCallback(async (action: () => Promise<unknown>) => {
    try {
      setActionError(null);
      await action();
    } catch (error) {
      setActionError(apiErrorMessage(error));
    }
  }, []);

  const activeTab = state.tabs.find((tab) => tab.id === state.activeTabId);
  return { state, send, activeTab, overlay: liveOverlay(state), onFramePainter, run, actionError };
}
