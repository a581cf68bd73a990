import { type VoiceHistoryEntry, voiceHistorySchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export const VOICE_HISTORY_KEY = ['/api/voice/history'] as const;
const HISTORY_SHOWN = 10;

export async function fetchVoiceHistory(): Promise<VoiceHistoryEntry[]> {
  return voiceHistorySchema.parse(await (await apiRequest('GET', `/api/voice/history?limit=${HISTORY_SHOWN}`)).json()).entries;
}
