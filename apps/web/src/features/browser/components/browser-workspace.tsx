import type { HistoryAction } from '@nova/shared';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { browserStrings as t } from '@/lib/i18n/nb/browser';
import { activateTab, closeTab, navigate, openTab, runHistoryAction } from '../api/browser-engine-api';
import { useLiveConnection } from '../hooks/use-live-connection';
import { AddressBar } from './address-bar';
import { LiveView } from './live-view';
import { TabStrip } from './tab-strip';

/** Tab strip, address bar and live view of the server's browser. */
export function BrowserWorkspace() {
  const painter = useRef<(frame: ArrayBuffer) => void>(() => undefined);
  const addressRef = useRef<HTMLInputElement | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const { state, send } = useLiveConnection(
    (frame) => painter.current(frame),
    (message) => toast({ title: message }),
  );
  const activeTab = state.tabs.find((tab) => tab.id === state.activeTabId);
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

  const overlay =
    state.connection === 'reconnecting'
      ? t.reconnecting
      : (state.error ?? (state.connection === 'connecting' ? t.connecting : !state.ready ? t.starting : state.tabs.length === 0 ? t.noTabs : null));

  return (
    <div className="flex h-full min-h-[420px] flex-col">
      <TabStrip
        tabs={state.tabs}
        activeTabId={state.activeTabId}
        onActivate={(id) => void run(() => activateTab(id))}
        onClose={(id) => void run(() => closeTab(id))}
        onNew={() =>
          void run(async () => {
            await openTab();
            addressRef.current?.focus();
          })
        }
      />
      <AddressBar
        tab={activeTab}
        inputRef={addressRef}
        error={actionError ?? activeTab?.error ?? null}
        onNavigate={(input) => void run(() => navigate(input, activeTab?.id))}
        onHistory={(action: HistoryAction) => activeTab && void run(() => runHistoryAction(activeTab.id, action))}
      />
      <LiveView
        send={send}
        overlay={overlay}
        onFramePainter={onFramePainter}
        onLeave={() => addressRef.current?.focus()}
      />
    </div>
  );
}
