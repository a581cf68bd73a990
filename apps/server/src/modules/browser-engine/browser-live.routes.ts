import { BROWSER_LIVE_PATH, liveClientMessageSchema, type LiveServerEvent } from '@nova/shared';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { WebSocket } from 'ws';
import type { BrowserEngine, LiveViewer } from './browser-engine.js';
import { EngineError } from './engine-error.js';

/** A viewer with more than this queued is backed up: new frames are dropped until it drains. */
export const MAX_BUFFERED_BYTES = 256 * 1024;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The live view (issue #5): one WebSocket per viewer. Frames go out as binary JPEG messages,
 * tab changes and notices as JSON; validated input and viewport messages come in.
 */
export function browserLiveRoutes(engine: BrowserEngine): FastifyPluginAsync {
  return async (app) => {
    // An upgrade answered with an error (no session) leaves a socket the HTTP server no longer
    // tracks, so closing the server would wait for it forever; these are closed on shutdown.
    const upgrades = new Set<Duplex>();
    app.server.on('upgrade', (_request: IncomingMessage, socket: Duplex) => {
      upgrades.add(socket);
      socket.once('close', () => upgrades.delete(socket));
    });
    app.addHook('preClose', async () => {
      for (const socket of upgrades) socket.destroy();
    });

    app.get(BROWSER_LIVE_PATH, { websocket: true, config: { session: 'existing' } }, (socket, request) => {
      const viewer: LiveViewer = {
        sendFrame(frame) {
          if (socket.readyState !== WebSocket.OPEN || socket.bufferedAmount > MAX_BUFFERED_BYTES) return;
          socket.send(frame, { binary: true });
        },
        sendEvent(event: LiveServerEvent) {
          if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(event));
        },
      };

      // Listeners go on before anything is awaited, so no early message is lost.
      socket.on('message', (data, isBinary) => {
        const parsed = liveClientMessageSchema.safeParse(isBinary ? undefined : parseJson(String(data)));
        if (!parsed.success) {
          engine.countMalformed();
          request.log.debug('malformed live-view message ignored');
          return;
        }
        void engine.receive(parsed.data).catch((error: unknown) => request.log.debug({ err: error }, 'live message failed'));
      });
      socket.on('close', () => {
        void engine.removeViewer(viewer);
      });

      engine.addViewer(viewer).catch((error: unknown) => {
        const message = error instanceof EngineError ? error.message : 'Nettleseren kunne ikke starte.';
        if (!(error instanceof EngineError)) request.log.error({ err: error }, 'live view failed to start');
        viewer.sendEvent({ type: 'error', message });
      });
    });
  };
}
