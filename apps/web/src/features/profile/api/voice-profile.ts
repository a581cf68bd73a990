import { type VoiceProfile, voiceProfileSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export const VOICE_PROFILE_KEY = ['/api/voice/profile'] as const;

export async function fetchVoiceProfile(): Promise<VoiceProfile> {
  return voiceProfileSchema.parse(await (await apiRequest('GET', '/api/voice/profile')).json());
}
