import { voiceProfileSchema, type VoiceProfile, type VoiceSettings } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** PUT /api/voice/settings: the changed settings; answers the whole profile. */
export async function updateVoiceSettings(patch: Partial<VoiceSettings>): Promise<VoiceProfile> {
  const res = await apiRequest('PUT', '/api/voice/settings', patch);
  return voiceProfileSchema.parse(await res.json());
}
