import { SPEECH_AUDIO_MAX_BYTES } from '@nova/shared';
import OpenAI, { toFile } from 'openai';
import type { AiConfig } from '../../config.js';
import { ChatError, NOT_CONFIGURED_MESSAGE } from './ai-chat.service.js';
import { ProviderError, toProviderError } from './chat-provider.js';

/** Turns recorded speech into text; any OpenAI-compatible /audio/transcriptions endpoint, or a stand-in. */
export interface SpeechToTextProvider {
  transcribe(audio: AudioClip, signal?: AbortSignal): Promise<string>;
}

export interface AudioClip {
  bytes: Buffer;
  /** File extension the provider recognises the format by: webm, ogg, wav, mp3, mp4, flac. */
  extension: AudioExtension;
  mimeType: string;
}

export type AudioExtension = 'webm' | 'ogg' | 'wav' | 'mp3' | 'mp4' | 'flac';

const MIME_TYPES: Record<AudioExtension, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  mp4: 'audio/mp4',
  flac: 'audio/flac',
};

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The container format from the file's first bytes (what MediaRecorder produces in Chromium,
 * Firefox and Safari, plus the usual upload formats); null when it is none of them.
 */
export function sniffAudioFormat(bytes: Buffer): AudioExtension | null {
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (startsWith(bytes, ascii('OggS'))) return 'ogg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'wav';
  if (startsWith(bytes, ascii('fLaC'))) return 'flac';
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'mp4';
  if (startsWith(bytes, ascii('ID3')) || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  return null;
}

export const audioClip = (bytes: Buffer, extension: AudioExtension): AudioClip => ({ bytes, extension, mimeType: MIME_TYPES[extension] });

/** null when no API key is configured: speech to text then answers 503, like the chat. */
export function createSpeechToTextProvider(config: AiConfig): SpeechToTextProvider | null {
  if (!config.apiKey) return null;
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl ?? undefined, timeout: config.timeoutMs, maxRetries: 0 });
  return {
    async transcribe(audio, signal) {
      try {
        const file = await toFile(audio.bytes, `speech.${audio.extension}`, { type: audio.mimeType });
        const result = await client.audio.transcriptions.create({ file, model: config.transcribeModel }, { signal });
        if (typeof result.text !== 'string') throw new ProviderError(502, 'AI provider error: the transcription had no text');
        return result.text.trim();
      } catch (error) {
        throw toProviderError(error, config.timeoutMs);
      }
    },
  };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_PREFIX = /^data:[\w/.+-]+(?:;[\w=.+-]+)*;base64,/;

/** The recording from POST /api/ai-chat/speech-to-text's body, checked; a ChatError when it is unusable. */
export function decodeAudio(audio: string, mimeType: string | undefined): AudioClip {
  const base64 = audio.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (!BASE64.test(base64) || base64.length % 4 === 1) throw new ChatError(400, 'Invalid request: body.audio: must be base64');
  if (Math.floor((base64.length * 3) / 4) > SPEECH_AUDIO_MAX_BYTES + 2) throw audioTooLarge();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new ChatError(400, 'Invalid request: body.audio: contains no audio');
  if (bytes.length > SPEECH_AUDIO_MAX_BYTES) throw audioTooLarge();
  const extension = sniffAudioFormat(bytes) ?? extensionFromMimeType(mimeType);
  if (!extension) {
    throw new ChatError(400, 'Invalid request: body.audio: unsupported audio format (send webm, ogg, wav, mp3, mp4 or flac)');
  }
  return audioClip(bytes, extension);
}

const audioTooLarge = () => new ChatError(413, `Audio is larger than ${SPEECH_AUDIO_MAX_BYTES / (1024 * 1024)} MB`);

function extensionFromMimeType(mimeType: string | undefined): AudioExtension | null {
  const type = mimeType?.split(';')[0]?.trim().toLowerCase();
  const found = Object.entries(MIME_TYPES).find(([, mime]) => mime === type);
  return found ? (found[0] as AudioExtension) : null;
}

/** Speech to text for the chat (spec B §4, §7): checks the recording, then asks the provider. */
export function createSpeechToTextService(providers: (workspaceId: string) => Promise<SpeechToTextProvider | null>) {
  return {
    async transcribe(workspaceId: string, audio: string, mimeType: string | undefined): Promise<string> {
      const clip = decodeAudio(audio, mimeType);
      const provider = await providers(workspaceId);
      if (!provider) throw new ChatError(503, NOT_CONFIGURED_MESSAGE);
      try {
        return await provider.transcribe(clip);
      } catch (error) {
        if (error instanceof ProviderError) throw new ChatError(error.status, error.message);
        throw error;
      }
    },
  };
}

export type SpeechToTextService = ReturnType<typeof createSpeechToTextService>;
