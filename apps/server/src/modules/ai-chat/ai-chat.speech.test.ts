import { SPEECH_AUDIO_MAX_BYTES, speechToTextResponseSchema } from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { chatHarnessPerTest, newWorkspace, STAND_IN_API_KEY, STAND_IN_TRANSCRIBE_MODEL } from '../../test/ai-chat-harness.js';
import { DEFAULT_TRANSCRIPT } from '../../test/openai-stand-in.js';
import { buildTestApp } from '../../test/test-app.js';
import { NOT_CONFIGURED_MESSAGE } from './ai-chat.service.js';
import { sniffAudioFormat } from './speech-to-text.js';

const harness = chatHarnessPerTest();
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A valid 16 kHz mono PCM WAV file with a short tone. */
function wav(samples = 1600): Buffer {
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin(i / 5) * 8000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const WEBM_START = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);

const postSpeech = (app: FastifyInstance, cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/ai-chat/speech-to-text', headers: { cookie }, payload });

describe('POST /api/ai-chat/speech-to-text', () => {
  it('sends the recording to the provider with the configured model and answers its text', async () => {
    const h = await harness();
    const audio = wav();
    const res = await postSpeech(h.app, h.cookie, { audio: audio.toString('base64') });
    expect(res.statusCode).toBe(200);
    expect(speechToTextResponseSchema.parse(res.json())).toEqual({ text: DEFAULT_TRANSCRIPT });

    expect(h.standIn.transcriptions).toHaveLength(1);
    const upload = h.standIn.transcriptions[0];
    expect(upload?.model).toBe(STAND_IN_TRANSCRIBE_MODEL);
    expect(upload?.fileName).toBe('speech.wav');
    expect(upload?.fileType).toBe('audio/wav');
    expect(upload?.bytes.equals(audio)).toBe(true);
    expect(upload?.authorization).toBe(`Bearer ${STAND_IN_API_KEY}`);
  });

  it('takes a data: URL as MediaRecorder output read with FileReader, and names the format from its bytes', async () => {
    const h = await harness({ behaviour: { transcript: '  Hei på deg  ' } });
    const res = await postSpeech(h.app, h.cookie, {
      audio: `data:audio/webm;codecs=opus;base64,${WEBM_START.toString('base64')}`,
      mimeType: 'audio/webm;codecs=opus',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: 'Hei på deg' });
    expect(h.standIn.transcriptions[0]?.fileName).toBe('speech.webm');
    expect(h.standIn.transcriptions[0]?.fileType).toBe('audio/webm');
  });

  it('answers 503 with a clear message when no provider is configured', async () => {
    const { app } = await buildTestApp();
    closers.push(() => app.close());
    const cookie = await newWorkspace(app);
    const res = await postSpeech(app, cookie, { audio: wav().toString('base64') });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: NOT_CONFIGURED_MESSAGE });
  });

  it.each([
    [{}, /body\.audio/],
    [{ audio: '' }, /body\.audio: must not be empty/],
    [{ audio: 'not base64 at all!' }, /body\.audio: must be base64/],
    [{ audio: Buffer.from('just some text, no audio').toString('base64') }, /body\.audio: unsupported audio format/],
    [{ audio: 'data:audio/webm;base64,' }, /body\.audio: contains no audio/],
  ])('rejects %j with 400 and sends nothing upstream', async (payload, message) => {
    const h = await harness();
    const res = await postSpeech(h.app, h.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(h.standIn.transcriptions).toHaveLength(0);
  });

  it('refuses audio over the size limit with 413', async () => {
    const h = await harness();
    const big = Buffer.alloc(SPEECH_AUDIO_MAX_BYTES + 3);
    WEBM_START.copy(big);
    const res = await postSpeech(h.app, h.cookie, { audio: big.toString('base64') });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toBe('Audio is larger than 8 MB');
    expect(h.standIn.transcriptions).toHaveLength(0);
  });

  it.each([
    [401, 401],
    [500, 502],
  ])('a provider answering %i becomes %i', async (upstream, status) => {
    const h = await harness({ behaviour: { status: upstream } });
    const res = await postSpeech(h.app, h.cookie, { audio: wav().toString('base64') });
    expect(res.statusCode).toBe(status);
    expect(res.json<{ message: string }>().message).toMatch(/AI provider/);
  });
});

describe('sniffAudioFormat', () => {
  it.each([
    [WEBM_START, 'webm'],
    [Buffer.from('OggS\0\x02'), 'ogg'],
    [wav(4), 'wav'],
    [Buffer.from('fLaC\0\0\0\x22'), 'flac'],
    [Buffer.from('\0\0\0\x20ftypM4A '), 'mp4'],
    [Buffer.from('ID3\x04\0'), 'mp3'],
    [Buffer.from([0xff, 0xfb, 0x90, 0x64]), 'mp3'],
    [Buffer.from('hello'), null],
  ])('%#: %s', (bytes, format) => expect(sniffAudioFormat(bytes)).toBe(format));
});
