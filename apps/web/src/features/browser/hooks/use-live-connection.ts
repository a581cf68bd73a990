import { BROWSER_LIVE_PATH, type BrowserTab, type LiveClientMessageInput, type LiveServerEvent } from '@nova/shared';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

export type ConnectionState = 'connecting' | 'open' | 'reconnecting';

export interface LiveState {
  connection: ConnectionState;
  /** False until the engine has sent its tabs (it may still be starting Chromium). */
  ready: boolean;
  tabs: BrowserTab[];
  activeTabId: string | null;
  /** The engine's last error (e.g. Chromium failed to start); cleared by the next tab update. */
  error: string | null;
}

const MAX_RETRY_MS = 5000;
/** A connection that has not opened by then is dropped and tried again. */
const OPEN_TIMEOUT_MS = 5000;

function liveUrl(): string {
  const url = new URL(BROWSER_LIVE_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * The live view's WebSocket: frames go to `onFrame` (outside React state, one per paint),
 * tab lists and errors into state, notices to `onNotice`. Reconnects with back-off and
 * re-sends the last viewport after a reconnect.
 */
export function useLiveConnection(onFrame: (frame: ArrayBuffer) => void, onNotice: (message: string) => void) {
  const [state, setState] = useState<LiveState>({ connection: 'connecting', ready: false, tabs: [], activeTabId: null, error: null });
  const socketRef = useRef<WebSocket | null>(null);
  const viewportRef = useRef<LiveClientMessageInput | null>(null);
  const frameReceived = useEffectEvent(onFrame);
  const noticeReceived = useEffectEvent(onNotice);

  useEffect(() => {
    let disposed = false;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const onEvent = (event: LiveServerEvent) => {
      if (event.type === 'tabs') setState((s) => ({ ...s, ready: true, tabs: event.tabs, activeTabId: event.activeTabId, error: null }));
      else if (event.type === 'notice') noticeReceived(event.message);
      else setState((s) => ({ ...s, error: event.message }));
    };

    const connect = () => {
      const socket = new WebSocket(liveUrl());
      socket.binaryType = 'arraybuffer';
      socketRef.current = socket;
      const openTimer = setTimeout(() => socket.close(), OPEN_TIMEOUT_MS);
      socket.onopen = () => {
        clearTimeout(openTimer);
        attempt = 0;
        setState((s) => ({ ...s, connection: 'open' }));
        if (viewportRef.current) socket.send(JSON.stringify(viewportRef.current));
      };
      socket.onmessage = (message: MessageEvent<ArrayBuffer | string>) => {
        if (typeof message.data !== 'string') return frameReceived(message.data);
        try {
          onEvent(JSON.parse(message.data) as LiveServerEvent);
        } catch {
          // The server only sends JSON; anything else is not ours to show.
        }
      };
      socket.onclose = () => {
        clearTimeout(openTimer);
        if (disposed) return;
        setState((s) => ({ ...s, connection: 'reconnecting' }));
        retryTimer = setTimeout(connect, Math.min(MAX_RETRY_MS, 500 * 2 ** attempt));
        attempt += 1;
      };
    };
    connect();
    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      socketRef.current?.close();
    };
  }, []);

  const send = useCallback((message: LiveClientMessageInput) => {
    if (message.type === 'viewport') viewportRef.current = message;
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }, []);

  return { state, send };
}
