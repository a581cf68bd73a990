import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A question containing this makes the stand-in answer with hostile HTML, to prove it is shown as text. */
export const HOSTILE_MARKER = 'XSS-TEST';
/** A question containing this makes the stand-in fail with a 500, as a broken provider would. */
export const FAILURE_MARKER = 'FAIL-TEST';
/** What POST /v1/audio/transcriptions answers for any recording. */
export const STAND_IN_TRANSCRIPT = 'Hvordan blir været i Bergen i morgen?';
export const HOSTILE_REPLY = 'Her er bildet: <img src=x onerror="window.__pwned = 1"> og <script>window.__pwned = 2</script> ferdig.';

interface ChatRequestBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
}

function replyFor(body: ChatRequestBody): string {
  const question = body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  if (question.includes(HOSTILE_MARKER)) return HOSTILE_REPLY;
  const firstLine = question.split('\n')[0] ?? '';
  return `**Svar:** ${firstLine}`;
}

export interface TranscriptionUpload {
  model: string;
  fileName: string;
  fileType: string;
  bytes: number;
}

async function readTranscription(req: http.IncomingMessage): Promise<TranscriptionUpload> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  const form = await new Response(Buffer.concat(parts), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
  const file = form.get('file');
  if (!(file instanceof File)) throw new Error('no file');
  return { model: String(form.get('model')), fileName: file.name, fileType: file.type, bytes: file.size };
}

/**
 * A minimal OpenAI-compatible server for the end-to-end tests: POST /v1/chat/completions
 * (streamed or not) answers "**Svar:** <question>", POST /v1/audio/transcriptions answers
 * STAND_IN_TRANSCRIPT; GET /__requests and GET /__transcriptions list what it received so tests
 * can check what the workspace sent.
 */
export async function startOpenAIStandIn(): Promise<{ url: string; stop: () => Promise<void> }> {
  const requests: ChatRequestBody[] = [];
  const transcriptions: TranscriptionUpload[] = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/__requests') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requests));
      return;
    }
    if (req.method === 'GET' && req.url === '/__transcriptions') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(transcriptions));
      return;
    }
    if (req.method === 'POST' && req.url === '/v1/audio/transcriptions') {
      readTranscription(req).then(
        (upload) => {
          transcriptions.push(upload);
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: STAND_IN_TRANSCRIPT }));
        },
        () => res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'bad upload', type: 'invalid_request_error' } })),
      );
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as ChatRequestBody;
      requests.push(body);
      const question = body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
      if (question.includes(FAILURE_MARKER)) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'stand-in failure', type: 'server_error' } }));
        return;
      }
      const reply = replyFor(body);
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({ id: 'cmpl-1', object: 'chat.completion', created: 0, model: body.model, choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }] }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const pieces = reply.match(/.{1,6}/gs) ?? [];
      for (const piece of pieces) {
        res.write(`data: ${JSON.stringify({ id: 'cmpl-1', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
