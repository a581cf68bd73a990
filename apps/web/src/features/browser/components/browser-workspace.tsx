import { useRef } from 'react';
import { activateTab, closeTab, openTab } from '../api/browser-engine-api';
import { useLiveBrowser } from '../hooks/use-live-browser';
import { AddressAndView } from './address-and-view';
import { TabStrip } from './tab-strip';

/** Tab strip, address bar and live view of the server's browser. */
export function BrowserWorkspace() {
  const addressRef = useRef<HTMLInputElement | null>(null);
  const live = useLiveBrowser();
  const { state, run } = live;

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
      <AddressAndView live={live} addressRef={addressRef} />
    </div>
  );
}
