import type { ChatStreamEvent } from '@nova/shared';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

export interface EventStream {
  send(event: ChatStreamEvent): void;
  end(): void;
}

export interface RawEventStream {
  /** Writes one `data:` line (and the blank line after it). */
  sendData(data: string): void;
  end(): void;
}

/**
 * Takes the response over from Fastify and opens a server-sent event stream on it. Headers the
 * request already set (the session cookie) go out with it. Once the client has gone, sending is a no-op.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  const stream = openRawEventStream(reply);
  return { send: (event) => stream.sendData(JSON.stringify(event)), end: stream.end };
}

/** As openEventStream, for any `data:` payload (the OpenAI-compatible door writes OpenAI's chunks). */
export function openRawEventStream(reply: FastifyReply): RawEventStream {
  const inherited: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) inherited[name] = value;
  }
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...inherited,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  let closed = false;
  raw.on('close', () => {
    closed = true;
  });
  const writable = () => !closed && !raw.destroyed && !raw.writableEnded;
  return {
    sendData(data) {
      if (writable()) raw.write(`data: ${data}\n\n`);
    },
    end() {
      if (writable()) raw.end();
    },
  };
}
