import type { HistoryAction } from '@nova/shared';
import type { RefObject } from 'react';
import { navigate, runHistoryAction } from '../api/browser-engine-api';
import type { useLiveBrowser } from '../hooks/use-live-browser';
import { AddressBar } from './address-bar';
import { LiveView } from './live-view';

interface AddressAndViewProps {
  live: ReturnType<typeof useLiveBrowser>;
  addressRef: RefObject<HTMLInputElement | null>;
  /** Pick mode (Selector Studio): see LiveView. */
  onPick?: ((point: { x: number; y: number }) => void) | undefined;
}

/** The address bar over the live view of the active tab; F6 in the view returns to the address bar. */
export function AddressAndView({ live, addressRef, onPick }: AddressAndViewProps) {
  const { activeTab, actionError, run, send, overlay, onFramePainter } = live;
  return (
    <>
      <AddressBar
        tab={activeTab}
        inputRef={addressRef}
        error={actionError ?? activeTab?.error ?? null}
        onNavigate={(input) => void run(() => navigate(input, activeTab?.id))}
        onHistory={(action: HistoryAction) => activeTab && void run(() => runHistoryAction(activeTab.id, action))}
      />
      <LiveView send={send} overlay={overlay} onFramePainter={onFramePainter} onLeave={() => addressRef.current?.focus()} onPick={onPick} />
    </>
  );
}
