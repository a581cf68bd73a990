import type { HistoryAction } from '@nova/shared';
import { useRef } from 'react';
import { activateTab, closeTab, navigate, openTab, runHistoryAction } from '../api/browser-engine-api';
import { useLiveBrowser } from '../hooks/use-live-browser';
import { AddressBar } from './address-bar';
import { LiveView } from './live-view';
import { TabStrip } from './tab-strip';

/** Tab strip, address bar and live view of the server's browser. */
export function BrowserWorkspace() {
  const addressRef = useRef<HTMLInputElement | null>(null);
  const { state, send, activeTab, overlay, onFramePainter, run, actionError } = useLiveBrowser();

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
