import { type BrowserTab, type LiveClientMessageInput, type LiveServerEvent } from '@nova/shared';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { claimEarlySocket, LIVE_OPEN_TIMEOUT_MS, type OpenedSocket, openLiveSocket } from '../live-socket';

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

    const onMessage = (message: MessageEvent<ArrayBuffer | string>) => {
      if (typeof message.data !== 'string') return frameReceived(message.data);
      try {
        onEvent(JSON.parse(message.data) as LiveServerEvent);
      } catch {
        // The server only sends JSON; anything else is not ours to show.
      }
    };

    const adopt = ({ socket, received }: OpenedSocket) => {
      if (disposed) return socket.close();
      socketRef.current = socket;
      const openTimer = setTimeout(() => socket.close(), LIVE_OPEN_TIMEOUT_MS);
      const onOpen = () => {
        clearTimeout(openTimer);
        attempt = 0;
        setState((s) => ({ ...s, connection: 'open' }));
        if (viewportRef.current) socket.send(JSON.stringify(viewportRef.current));
      };
      const onClose = () => {
        clearTimeout(openTimer);
        if (disposed) return;
        setState((s) => ({ ...s, connection: 'reconnecting' }));
        retryTimer = setTimeout(connect, Math.min(MAX_RETRY_MS, 500 * 2 ** attempt));
        attempt += 1;
      };
      socket.onopen = onOpen;
      socket.onmessage = onMessage;
      socket.onclose = onClose;
      if (socket.readyState === WebSocket.OPEN) onOpen();
      received.forEach(onMessage);
      if (socket.readyState === WebSocket.CLOSED) onClose();
    };

    const connect = () => {
      const claimed = claimEarlySocket();
      if (claimed) void claimed.then(adopt);
      else adopt({ socket: openLiveSocket(), received: [] });
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
