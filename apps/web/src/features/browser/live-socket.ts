import { BROWSER_LIVE_PATH } from '@nova/shared';

/**
 * The live view's socket, apart from React and small: the shell imports it to open the socket
 * as soon as the app starts at a page with the live view.
 */

/** A connection that has not opened by then is dropped and tried again. */
export const LIVE_OPEN_TIMEOUT_MS = 5000;

export function openLiveSocket(): WebSocket {
  const url = new URL(BROWSER_LIVE_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(url);
  socket.binaryType = 'arraybuffer';
  return socket;
}

export interface OpenedSocket {
  socket: WebSocket;
  /** Tab events and the latest frame that arrived before the hook took the socket over. */
  received: MessageEvent[];
}

let early: Promise<OpenedSocket> | null = null;

/**
 * Opens the live connection before the page showing it has mounted (when the app starts at such
 * a page, or when its code loads), so the first frame is on its way while React renders; the
 * hook takes the socket over when it mounts. The live route needs a workspace session, which
 * a first visit only gets from its first API answer: hence the session request first.
 * Unclaimed, the socket closes.
 */
export function openLiveSocketEarly(): void {
  if (early) return;
  const opening = fetch('/api/session', { credentials: 'same-origin' })
    .catch(() => undefined)
    .then(() => {
      const socket = openLiveSocket();
      const received: MessageEvent[] = [];
      socket.onmessage = (message: MessageEvent<ArrayBuffer | string>) => {
        const last = received.at(-1);
        if (typeof message.data !== 'string' && last && typeof last.data !== 'string') received.pop();
        received.push(message);
      };
      return { socket, received };
    });
  early = opening;
  setTimeout(() => {
    if (early !== opening) return;
    early = null;
    void opening.then(({ socket }) => socket.close());
  }, LIVE_OPEN_TIMEOUT_MS);
}

export function claimEarlySocket(): Promise<OpenedSocket> | null {
  const claimed = early;
  early = null;
  return claimed;
}
