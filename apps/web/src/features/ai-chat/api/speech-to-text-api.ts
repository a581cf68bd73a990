import { speechToTextResponseSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';
import { blobToDataUrl } from '@/lib/speech/audio-recorder';

/** POST /api/ai-chat/speech-to-text: the recording as base64, the provider's text back. */
export async function transcribeSpeech(audio: Blob): Promise<string> {
  const res = await apiRequest('POST', '/api/ai-chat/speech-to-text', { audio: await blobToDataUrl(audio), mimeType: audio.type || undefined });
  return speechToTextResponseSchema.parse(await res.json()).text;
}
