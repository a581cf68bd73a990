import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface UpstreamRequest {
  body: { model: string; stream?: boolean; messages: Array<{ role: string; content: string }> };
  authorization: string | undefined;
  /** True once the whole answer was written. */
  finished: boolean;
}

export interface StandInBehaviour {
  /** Anything but 200 answers this status with an OpenAI-style error body. */
  status: number;
  /** The pieces of the reply; the non-streaming answer is them joined. */
  chunks: string[];
  /** Wait before answering at all. */
  delayMs: number;
  /** Wait before each streamed piece. */
  chunkDelayMs: number;
  /** Drop the connection after this many streamed pieces. */
  failAfterChunks: number | null;
  /** What POST /v1/audio/transcriptions answers as the text. */
  transcript: string;
}

export interface TranscriptionRequest {
  model: string;
  fileName: string;
  fileType: string;
  /** The uploaded audio as received. */
  bytes: Buffer;
  authorization: string | undefined;
}

export const DEFAULT_REPLY_CHUNKS = ['Hei', '! Dette ', 'er et ', 'svar.'];
export const DEFAULT_TRANSCRIPT = 'Hva er været i Bergen i morgen?';

const defaults: StandInBehaviour = {
  status: 200,
  chunks: DEFAULT_REPLY_CHUNKS,
  delayMs: 0,
  chunkDelayMs: 0,
  failAfterChunks: null,
  transcript: DEFAULT_TRANSCRIPT,
};

export interface OpenAiStandIn {
  /** For OPENAI_BASE_URL: ends in /v1. */
  baseUrl: string;
  /** Every chat completion request body received, in order. */
  requests: UpstreamRequest[];
  /** Every transcription upload received, in order. */
  transcriptions: TranscriptionRequest[];
  /** Changes how the following requests are answered. */
  behave(changes: Partial<StandInBehaviour>): void;
  close(): Promise<void>;
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function readJson(request: http.IncomingMessage): Promise<UpstreamRequest['body']> {
  return JSON.parse((await readBody(request)).toString('utf8')) as UpstreamRequest['body'];
}

/** Parses the multipart upload the way a real provider would, with the platform's own form-data parser. */
async function readTranscription(request: http.IncomingMessage): Promise<TranscriptionRequest> {
  const body = await readBody(request);
  const form = await new Response(body, { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
  const file = form.get('file');
  if (!(file instanceof Blob)) throw new Error('no file in the upload');
  return {
    model: String(form.get('model') ?? ''),
    fileName: file instanceof File ? file.name : '',
    fileType: file.type,
    bytes: Buffer.from(await file.arrayBuffer()),
    authorization: request.headers.authorization,
  };
}

function answerTranscription(behaviour: StandInBehaviour, res: http.ServerResponse): void {
  if (behaviour.status !== 200) {
    res.writeHead(behaviour.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: `Stand-in failure ${behaviour.status}`, type: 'stand_in', code: null } }));
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ text: behaviour.transcript }));
}

const chunkEvent = (model: string, delta: { content?: string }, finish: string | null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-stand-in',
    object: 'chat.completion.chunk',
    created: 0,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

async function answer(behaviour: StandInBehaviour, recorded: UpstreamRequest, res: http.ServerResponse): Promise<void> {
  const { model } = recorded.body;
  if (behaviour.delayMs) await sleep(behaviour.delayMs);
  if (behaviour.status !== 200) {
    res.writeHead(behaviour.status, { 'content-type': 'application/json' });
    const error = { message: `Stand-in failure ${behaviour.status}`, type: 'stand_in', code: null };
    res.end(JSON.stringify({ error }));
    recorded.finished = true;
    return;
  }
  if (!recorded.body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-stand-in',
        object: 'chat.completion',
        created: 0,
        model,
        choices: [
          { index: 0, message: { role: 'assistant', content: behaviour.chunks.join('') }, finish_reason: 'stop' },
        ],
      }),
    );
    recorded.finished = true;
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const [index, content] of behaviour.chunks.entries()) {
    if (behaviour.failAfterChunks === index) {
      // Let the pieces already written reach the client before the connection drops.
      await sleep(50);
      res.destroy();
      return;
    }
    if (behaviour.chunkDelayMs) await sleep(behaviour.chunkDelayMs);
    await new Promise<void>((resolve) => res.write(chunkEvent(model, { content }, null), () => resolve()));
  }
  res.write(chunkEvent(model, {}, 'stop'));
  res.end('data: [DONE]\n\n');
  recorded.finished = true;
}

/**
 * A small OpenAI-compatible server on 127.0.0.1: POST /v1/chat/completions (streaming or not)
 * and POST /v1/audio/transcriptions (multipart upload, answers `{text}`).
 */
export async function startOpenAiStandIn(initial: Partial<StandInBehaviour> = {}): Promise<OpenAiStandIn> {
  let behaviour: StandInBehaviour = { ...defaults, ...initial };
  const requests: UpstreamRequest[] = [];
  const transcriptions: TranscriptionRequest[] = [];

  const server = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/v1/audio/transcriptions') {
      const current = behaviour;
      readTranscription(req)
        .then(async (upload) => {
          transcriptions.push(upload);
          if (current.delayMs) await sleep(current.delayMs);
          answerTranscription(current, res);
        })
        .catch(() => {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'Could not parse the upload', type: 'invalid_request_error' } }));
        });
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `No route ${req.method} ${req.url}` } }));
      return;
    }
    const current = behaviour;
    readJson(req)
      .then((body) => {
        const recorded: UpstreamRequest = { body, authorization: req.headers.authorization, finished: false };
        requests.push(recorded);
        return answer(current, recorded, res);
      })
      .catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    transcriptions,
    behave(changes) {
      behaviour = { ...behaviour, ...changes };
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
